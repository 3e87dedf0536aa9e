import { alertFailure } from '@celebra/shell';
import { adminTexts, messages } from '@celebra/contracts';
import { alertSuccess, confirmAction } from '@celebra/ui';

/**
 * The callbacks of a save or delete call: the api's message in a success alert, then
 * `onDone`; on failure the api's message, or `failure` when it gave none, in an error alert.
 */
export const saveFeedback = (onDone: () => void, failure: string) => ({
  onSuccess: ({ message }: { message: string }) => {
    void alertSuccess(message);
    onDone();
  },
  onError: alertFailure(failure),
});

/** 'Atenção' with the back office's delete question; true when confirmed. */
export const confirmDelete = (confirmText?: string) =>
  confirmAction({
    title: messages.titles.attention,
    text: adminTexts.screens.admin.confirmDelete,
    confirmText,
  });

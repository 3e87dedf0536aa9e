import { alertFailure } from '@celebra/shell';
import { getErrorMessage } from '@celebra/api-client';
import { type GuestMessage, hostTexts, messages } from '@celebra/contracts';
import {
  alertSuccess,
  confirmAction,
  InlineLoading,
  Pager,
  usePagedQuery,
} from '@celebra/ui';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { guestMessagesQueryOptions } from '../api/guest-messages-query';
import { useDeleteGuestMessage } from '../api/use-delete-guest-message';
import { MessageCard } from './message-card';

/** /messages 'Recados': the messages guests left on the site, 20 a page, each deletable. */
export const MessagesPage = () => {
  const { event } = useCurrentEvent();
  const { query: list, pager } = usePagedQuery(
    (page) => guestMessagesQueryOptions(event.id, page),
    hostTexts.hostErrors.messagesLoad,
    getErrorMessage,
  );
  const shown = list.data?.messages ?? [];
  const remove = useDeleteGuestMessage(event.id);

  const onDelete = async (message: GuestMessage) => {
    const confirmed = await confirmAction({
      title: 'Excluir recado?',
      text: `O recado de ${message.firstName} ${message.lastName} será removido do seu site.`,
      confirmText: 'Excluir',
    });
    if (!confirmed) return;
    remove.mutate(message.id, {
      onSuccess: () => void alertSuccess(hostTexts.success.messageRemoved),
      onError: alertFailure(hostTexts.hostErrors.messageDelete),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.messagesTitle}
      </h1>
      {list.isPending ? (
        <InlineLoading label="Carregando recados..." showLabel />
      ) : shown.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((message) => (
            <li key={message.id}>
              <MessageCard
                message={message}
                deleting={remove.isPending && remove.variables === message.id}
                onDelete={() => void onDelete(message)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{messages.empty.messages}</p>
      )}
      <Pager {...pager} />
    </div>
  );
};

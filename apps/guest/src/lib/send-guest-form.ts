import { getErrorMessage } from '@celebra/api-client';
import { alertError, alertSuccess } from '@celebra/ui';

type Mutate<Values> = (
  values: Values,
  callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
) => void;

/**
 * Submit handler of a guest form: sends it, then `onSent` and the success alert; a failure
 * alerts the server's message or `errorFallback`.
 */
export const sendGuestForm =
  <Values>(
    mutate: Mutate<Values>,
    options: {
      successMessage: string;
      errorFallback: string;
      onSent: () => void;
    },
  ) =>
  (values: Values) =>
    mutate(values, {
      onSuccess: () => {
        options.onSent();
        void alertSuccess(options.successMessage);
      },
      onError: (error) =>
        void alertError(getErrorMessage(error, options.errorFallback)),
    });

import { getErrorMessage } from '@celebra/api-client';
import { alertError } from '@celebra/ui';

/** A call's `onError`: the api's message, or `fallback` when it gave none, in the 'Erro!' popup. */
export const alertFailure =
  (fallback: string, title?: string) =>
  (error: unknown): void =>
    void alertError(getErrorMessage(error, fallback), title);

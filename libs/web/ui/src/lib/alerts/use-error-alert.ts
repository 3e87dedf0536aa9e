import { useEffect } from 'react';
import { alertError } from './alerts';

/** How a failure reads to the user: its own message, else `fallback`. */
export type ErrorMessageReader = (error: unknown, fallback: string) => string;

/**
 * Shows the 'Erro!' popup once per failure of a load. The ui kit does not know the api's
 * errors, so the caller passes how to read one (the api client's `getErrorMessage`).
 */
export const useErrorAlert = (
  error: unknown,
  fallback: string,
  readMessage: ErrorMessageReader,
) => {
  useEffect(() => {
    if (error) void alertError(readMessage(error, fallback));
  }, [error, fallback, readMessage]);
};

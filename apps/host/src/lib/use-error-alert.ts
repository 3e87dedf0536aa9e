import { getErrorMessage } from '@celebra/api-client';
import { alertError } from '@celebra/ui';
import { useEffect } from 'react';

/** Shows the 'Erro!' popup once per failure of a load: the server's message, else `fallback`. */
export const useErrorAlert = (error: unknown, fallback: string) => {
  useEffect(() => {
    if (error) void alertError(getErrorMessage(error, fallback));
  }, [error, fallback]);
};

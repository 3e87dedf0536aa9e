import { useEffect } from 'react';

/** Catalogue load failures in the wizard are only logged. */
export const useLogFailure = (error: unknown, what: string) => {
  useEffect(() => {
    if (error) console.error(`Falha ao carregar ${what}`, error);
  }, [error, what]);
};

import type { MeResponse } from '@celebra/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './current-user-query';

/** The signed-in host and their event; only for screens of the authenticated route set. */
export const useSession = (): MeResponse => {
  const { data } = useQuery(currentUserQueryOptions());
  if (!data)
    throw new Error('useSession used outside the authenticated routes');
  return data;
};

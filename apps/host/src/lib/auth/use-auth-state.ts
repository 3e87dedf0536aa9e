import type { MeResponse } from '@celebra/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './current-user-query';

export type AuthState =
  | { status: 'checking' }
  | { status: 'unauthorized' }
  | { status: 'authenticated'; session: MeResponse };

/**
 * checking → authenticated | unauthorized. A failed background refetch
 * keeps the session it already has; a 401 is handled by the api client (back to /login).
 */
export const useAuthState = (): AuthState => {
  const { data, isPending } = useQuery(currentUserQueryOptions());
  if (data) return { status: 'authenticated', session: data };
  return isPending ? { status: 'checking' } : { status: 'unauthorized' };
};

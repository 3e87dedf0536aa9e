import type { AdminProfile } from '@celebra/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentAdminQueryOptions } from './current-admin-query';

export type AuthState =
  | { status: 'checking' }
  | { status: 'unauthorized' }
  | { status: 'authenticated'; admin: AdminProfile };

/**
 * checking → authenticated | unauthorized. A failed background refetch keeps
 * the session it already has; a 401 is handled by the api client (back to /login).
 */
export const useAuthState = (): AuthState => {
  const { data, isPending } = useQuery(currentAdminQueryOptions());
  if (data) return { status: 'authenticated', admin: data.admin };
  return isPending ? { status: 'checking' } : { status: 'unauthorized' };
};

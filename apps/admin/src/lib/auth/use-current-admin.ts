import type { AdminProfile } from '@celebra/contracts';
import { useQuery } from '@tanstack/react-query';
import { currentAdminQueryOptions } from './current-admin-query';

/** The signed-in administrator; only for screens of the authenticated route set. */
export const useCurrentAdmin = (): AdminProfile => {
  const { data } = useQuery(currentAdminQueryOptions());
  if (!data)
    throw new Error('useCurrentAdmin used outside the authenticated routes');
  return data.admin;
};

import type { AdminProfile } from '@celebra/contracts';
import { usePrincipal } from '@celebra/shell';
import { currentAdminQueryOptions } from './current-admin-query';

/** The signed-in administrator; only for screens of the authenticated route set. */
export const useCurrentAdmin = (): AdminProfile =>
  usePrincipal(currentAdminQueryOptions(), 'useCurrentAdmin').admin;

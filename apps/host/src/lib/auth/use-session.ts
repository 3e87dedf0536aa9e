import type { MeResponse } from '@celebra/contracts';
import { usePrincipal } from '@celebra/shell';
import { currentUserQueryOptions } from './current-user-query';

/** The signed-in host and their event; only for screens of the authenticated route set. */
export const useSession = (): MeResponse =>
  usePrincipal(currentUserQueryOptions(), 'useSession');

import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { PrincipalQueryOptions } from './auth-state';

/**
 * The signed-in principal, for the screens of the authenticated route set only (where the
 * query has its data); elsewhere it throws '`hookName` used outside the authenticated routes'.
 */
export const usePrincipal = <Principal, Key extends QueryKey>(
  options: PrincipalQueryOptions<Principal, Key>,
  hookName: string,
): Principal => {
  const { data } = useQuery(options);
  if (!data)
    throw new Error(`${hookName} used outside the authenticated routes`);
  return data;
};

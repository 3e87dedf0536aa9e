import {
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';

/**
 * The app's "current principal" query (the host's `GET /users/me`, the administrator's
 * `GET /admin/me`): its data is the signed-in principal; any failure means nobody is signed in.
 */
export type PrincipalQueryOptions<
  Principal,
  Key extends QueryKey = QueryKey,
> = UseQueryOptions<Principal, Error, Principal, Key>;

export type AuthStatus = 'checking' | 'unauthorized' | 'authenticated';

export type AuthState<Principal> =
  | { status: 'checking' }
  | { status: 'unauthorized' }
  | { status: 'authenticated'; principal: Principal };

/**
 * checking → authenticated | unauthorized. A failed background refetch keeps the principal it
 * already has; a 401 is handled by the api client (back to /login).
 */
export const useAuthState = <Principal, Key extends QueryKey>(
  options: PrincipalQueryOptions<Principal, Key>,
): AuthState<Principal> => {
  const { data, isPending } = useQuery(options);
  if (data) return { status: 'authenticated', principal: data };
  return isPending ? { status: 'checking' } : { status: 'unauthorized' };
};

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

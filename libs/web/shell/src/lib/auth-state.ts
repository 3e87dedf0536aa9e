// The login screen's first download holds this file (through the router): the hooks of the
// signed-in screens live in their own files (use-principal.ts), not here. A module shared by the
// first download and the lazy route sets makes the build split TanStack Query out of the entry
// chunk into a chunk of its own (about 1 KB gzip more on the login screen).
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
 * checking → authenticated | unauthorized (and again checking → authenticated when the
 * principal is loaded after login). A failed background refetch keeps the principal it
 * already has; a 401 is handled by the api client (back to /login).
 */
export const useAuthState = <Principal, Key extends QueryKey>(
  options: PrincipalQueryOptions<Principal, Key>,
): AuthState<Principal> => {
  const { data, isPending } = useQuery(options);
  if (data) return { status: 'authenticated', principal: data };
  return isPending ? { status: 'checking' } : { status: 'unauthorized' };
};

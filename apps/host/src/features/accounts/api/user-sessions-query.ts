import { callRoute, createQueryKeys } from '@celebra/api-client';
import { userSessionsRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const userSessionKeys = createQueryKeys('user-sessions');

/**
 * `GET /users/sessions`: the devices the account is signed in on, this one first; read again
 * on every visit, since other devices sign in and out.
 */
export const userSessionsQueryOptions = () =>
  queryOptions({
    queryKey: userSessionKeys.lists(),
    queryFn: () => callRoute(userSessionsRoutes.list, {}),
    staleTime: 0,
  });

import { callRoute, createQueryKeys } from '@celebra/api-client';
import { signInRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const sessionKeys = createQueryKeys('session');

/** `GET /users/me`: any failure (401, 404, network…) means nobody is signed in, so no retry. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: () => callRoute(signInRoutes.me, {}),
    retry: false,
    staleTime: Infinity,
  });

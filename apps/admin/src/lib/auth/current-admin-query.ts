import { callRoute, createQueryKeys } from '@celebra/api-client';
import { signInRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const adminSessionKeys = createQueryKeys('admin-session');

/** `GET /admin/me`: any failure (401, 404, network…) means nobody is signed in, so no retry. */
export const currentAdminQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionKeys.all,
    queryFn: () => callRoute(signInRoutes.adminMe, {}),
    retry: false,
    staleTime: Infinity,
  });

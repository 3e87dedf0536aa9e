import { callRoute, createQueryKeys } from '@celebra/api-client';
import { accountRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const emailChangeKeys = createQueryKeys('email-change');

/** `GET /users/me/email-change`: the new e-mail waiting for its link, if any. */
export const emailChangeQueryOptions = () =>
  queryOptions({
    queryKey: emailChangeKeys.all,
    queryFn: () => callRoute(accountRoutes.emailChange, {}),
    staleTime: 0,
  });

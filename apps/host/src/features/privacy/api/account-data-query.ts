import { callRoute, createQueryKeys } from '@celebra/api-client';
import { accountDataRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const accountDataKeys = createQueryKeys('account-data');

/** While an export is being built, the page looks again every few seconds. */
const BUILDING_POLL_MS = 5_000;

/** `GET /users/me/data`: the latest export and the closure in its grace period. */
export const accountDataQueryOptions = () =>
  queryOptions({
    queryKey: accountDataKeys.all,
    queryFn: () => callRoute(accountDataRoutes.accountData, {}),
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'building'
        ? BUILDING_POLL_MS
        : false,
  });

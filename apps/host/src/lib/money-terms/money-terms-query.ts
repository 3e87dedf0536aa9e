import { callRoute, createQueryKeys } from '@celebra/api-client';
import { moneyRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

const moneyTermsKeys = createQueryKeys('money-terms');

/** `GET /users/events/{id}/money-terms`: the fee, who pays it and the payout time. */
export const moneyTermsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyTermsKeys.detail(String(eventId)),
    queryFn: () => callRoute(moneyRoutes.moneyTerms, { params: { eventId } }),
  });

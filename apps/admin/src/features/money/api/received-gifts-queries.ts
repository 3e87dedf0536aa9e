import { callRoute, createQueryKeys } from '@celebra/api-client';
import { moneyRoutes, PAGE_SIZE } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const receivedGiftKeys = createQueryKeys('admin-received-gifts');
export const eventBalanceKeys = createQueryKeys('admin-event-balances');

/** One page of the event's orders (all but cancelled), newest first, with how many there are. */
export const receivedGiftsQuery = (eventId: string, page: number) =>
  queryOptions({
    queryKey: receivedGiftKeys.list({ eventId, page }),
    queryFn: () =>
      callRoute(moneyRoutes.adminReceivedGifts, {
        params: { id: eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Received, withdrawn, available and pending payout totals of the event. */
export const eventBalancesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventBalanceKeys.detail(eventId),
    queryFn: () =>
      callRoute(moneyRoutes.adminTransactions, { params: { id: eventId } }),
    staleTime: 0,
  });

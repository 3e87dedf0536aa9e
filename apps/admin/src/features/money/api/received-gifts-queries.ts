import {
  createQueryKeys,
  getAdminEventTransactions,
  listAdminReceivedGifts,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const receivedGiftKeys = createQueryKeys('admin-received-gifts');
export const eventBalanceKeys = createQueryKeys('admin-event-balances');

export const receivedGiftsQuery = (eventId: string) =>
  queryOptions({
    queryKey: receivedGiftKeys.list(eventId),
    queryFn: () => listAdminReceivedGifts(eventId),
    select: (response) => response.receivedGifts,
    staleTime: 0,
  });

/** Received, withdrawn, available and pending payout totals of the event. */
export const eventBalancesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventBalanceKeys.detail(eventId),
    queryFn: () => getAdminEventTransactions(eventId),
    staleTime: 0,
  });

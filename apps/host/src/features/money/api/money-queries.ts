import {
  createQueryKeys,
  getPayoutDestination,
  getReceivedGifts,
  getTransactions,
  listPayoutRequests,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const moneyKeys = createQueryKeys('event-money');

/** `GET /users/events/{id}/received-gifts`: the paid orders, newest first. */
export const receivedGiftsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.list({ eventId, kind: 'received-gifts' }),
    queryFn: () => getReceivedGifts(eventId),
    select: (data) => data.receivedGifts,
  });

/** `GET /users/events/{id}/transactions`: the four balances. */
export const balancesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.detail(`${eventId}:balances`),
    queryFn: () => getTransactions(eventId),
  });

/** `GET /users/events/{id}/payout-requests`: the payout history, newest first. */
export const payoutsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.list({ eventId, kind: 'payouts' }),
    queryFn: () => listPayoutRequests(eventId),
    select: (data) => data.payouts,
  });

/** `GET /users/events/{id}/payout-destination`: the masked destination, or null. */
export const payoutDestinationQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.detail(`${eventId}:payout-destination`),
    queryFn: () => getPayoutDestination(eventId),
    select: (data) => data.destination,
  });

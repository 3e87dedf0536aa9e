import {
  createQueryKeys,
  getPayoutDestination,
  getReceivedGifts,
  getReceivedGiftsDaily,
  getTransactions,
  listPayoutRequests,
} from '@celebra/api-client';
import { PAGE_SIZE } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const moneyKeys = createQueryKeys('event-money');

/** `GET /users/events/{id}/received-gifts?page=`: one page of the paid orders, newest first. */
export const receivedGiftsQueryOptions = (eventId: number, page = 1) =>
  queryOptions({
    queryKey: moneyKeys.list({ eventId, kind: 'received-gifts', page }),
    queryFn: () => getReceivedGifts(eventId, { page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** `GET /users/events/{id}/received-gifts/daily`: approved orders per day, last 14 days. */
export const receivedGiftsDailyQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.detail(`${eventId}:received-gifts-daily`),
    queryFn: () => getReceivedGiftsDaily(eventId),
    select: (data) => data.days,
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

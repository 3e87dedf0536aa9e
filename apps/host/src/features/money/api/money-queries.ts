import { callRoute, createQueryKeys } from '@celebra/api-client';
import { moneyRoutes, PAGE_SIZE } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const moneyKeys = createQueryKeys('event-money');

/** `GET /users/events/{id}/received-gifts?page=`: one page of the paid orders, newest first. */
export const receivedGiftsQueryOptions = (eventId: number, page = 1) =>
  queryOptions({
    queryKey: moneyKeys.list({ eventId, kind: 'received-gifts', page }),
    queryFn: () =>
      callRoute(moneyRoutes.receivedGifts, {
        params: { eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    // A gift's thanks mark is also set from 'Recados': read it afresh on every visit.
    staleTime: 0,
  });

/** `GET /users/events/{id}/received-gifts/daily`: approved orders per day, last 14 days. */
export const receivedGiftsDailyQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.detail(`${eventId}:received-gifts-daily`),
    queryFn: () =>
      callRoute(moneyRoutes.receivedGiftsDaily, { params: { eventId } }),
    select: (data) => data.days,
  });

/** `GET /users/events/{id}/transactions`: the four balances. */
export const balancesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.detail(`${eventId}:balances`),
    queryFn: () => callRoute(moneyRoutes.transactions, { params: { eventId } }),
  });

/** `GET /users/events/{id}/payout-requests`: the payout history, newest first. */
export const payoutsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.list({ eventId, kind: 'payouts' }),
    queryFn: () =>
      callRoute(moneyRoutes.payoutRequests, { params: { eventId } }),
    select: (data) => data.payouts,
  });

/** `GET /users/events/{id}/payout-destination`: the masked destination, or null. */
export const payoutDestinationQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: moneyKeys.detail(`${eventId}:payout-destination`),
    queryFn: () =>
      callRoute(moneyRoutes.payoutDestination, { params: { eventId } }),
    select: (data) => data.destination,
  });

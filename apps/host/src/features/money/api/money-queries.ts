import {
  createQueryKeys,
  getReceivedGifts,
  getTransactions,
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

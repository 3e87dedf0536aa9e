import type {
  EventBalances,
  EventTransactionsResponse,
} from '@celebra/contracts';
import type { Db, DbOrTx } from '@celebra/db';
import { type EventMoneySums, sumEventMoney } from './balances.repository';

export type BalancesService = ReturnType<typeof createBalancesService>;

/** available = received − transferred − pending, never below 0. */
export function balancesFromSums(sums: EventMoneySums): EventBalances {
  return {
    totalReceived: sums.received,
    totalTransferred: sums.transferred,
    totalPending: sums.pending,
    totalAvailable: Math.max(
      0,
      sums.received - sums.transferred - sums.pending,
    ),
  };
}

/**
 * The balances of an event, read from its orders and payouts (nothing is stored). Pass the
 * transaction when the answer decides a write (a payout request locks the event first).
 */
export async function computeEventBalances(
  db: DbOrTx,
  eventId: number,
): Promise<EventBalances> {
  return balancesFromSums(await sumEventMoney(db, eventId));
}

/** An event's balances, for the host and the back office. */
export function createBalancesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The four balances, computed from the orders and payouts. */
    async transactions(eventId: number): Promise<EventTransactionsResponse> {
      return { success: true, ...(await computeEventBalances(db, eventId)) };
    },
  };
}

import type { EventBalances } from '@celebra/contracts';
import type { DbOrTx } from '@celebra/db';
import { type EventMoneySums, sumEventMoney } from './balances.repository';

/** DESIGN §5: available = received − transferred − pending, never below 0. */
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
 * The balances of an event, read from its orders and payouts. Pass the transaction when the
 * answer decides a write (a payout request locks the event first).
 */
export async function computeEventBalances(
  db: DbOrTx,
  eventId: number,
): Promise<EventBalances> {
  return balancesFromSums(await sumEventMoney(db, eventId));
}

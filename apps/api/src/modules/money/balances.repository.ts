import { type DbOrTx, orders, payouts, oneRow } from '@celebra/db';
import { sql } from 'drizzle-orm';

export interface EventMoneySums {
  /** Σ userAmount of APPROVED orders. */
  received: number;
  /** Σ paidAmount of PAID payouts. */
  transferred: number;
  /** Σ requestedAmount of PENDING payouts. */
  pending: number;
}

type SumsRow = Record<keyof EventMoneySums, string | number | bigint>;

/** The three sums behind an event's balances, in one round trip. */
export async function sumEventMoney(
  db: DbOrTx,
  eventId: number,
): Promise<EventMoneySums> {
  const { rows } = await db.execute<SumsRow>(sql`
    select
      (select coalesce(sum(${orders.userAmount}), 0)::bigint from ${orders}
        where ${orders.eventId} = ${eventId} and ${orders.status} = 'APPROVED') as received,
      (select coalesce(sum(${payouts.paidAmount}), 0)::bigint from ${payouts}
        where ${payouts.eventId} = ${eventId} and ${payouts.status} = 'PAID') as transferred,
      (select coalesce(sum(${payouts.requestedAmount}), 0)::bigint from ${payouts}
        where ${payouts.eventId} = ${eventId} and ${payouts.status} = 'PENDING') as pending
  `);
  const row = oneRow(rows);
  return {
    received: Number(row.received),
    transferred: Number(row.transferred),
    pending: Number(row.pending),
  };
}

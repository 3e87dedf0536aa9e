import { type DbOrTx, events, payouts } from '@celebra/db';
import { and, desc, eq, sql } from 'drizzle-orm';

const payoutColumns = {
  id: payouts.id,
  eventId: payouts.eventId,
  requestedAmount: payouts.requestedAmount,
  paidAmount: payouts.paidAmount,
  status: payouts.status,
  createdAt: payouts.createdAt,
  concludedAt: payouts.concludedAt,
};

export type PayoutRow = NonNullable<Awaited<ReturnType<typeof findPayout>>>;

/** Holds the event row until the transaction ends: payout requests of one event run one at a time. */
export async function lockEvent(tx: DbOrTx, eventId: number): Promise<void> {
  await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
}

export async function hasPendingPayout(
  db: DbOrTx,
  eventId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.eventId, eventId), eq(payouts.status, 'PENDING')))
    .limit(1);
  return row !== undefined;
}

export async function insertPendingPayout(
  db: DbOrTx,
  eventId: number,
  requestedAmount: number,
) {
  const [row] = await db
    .insert(payouts)
    .values({ eventId, requestedAmount, status: 'PENDING' })
    .returning(payoutColumns);
  return row;
}

export function listEventPayouts(db: DbOrTx, eventId: number) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.eventId, eventId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

export async function findPayout(db: DbOrTx, id: number) {
  const [row] = await db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.id, id));
  return row;
}

/** PENDING → PAID with `paidAmount` (≤ requested), in one conditional statement; undefined when it did not apply. */
export async function markPaid(
  db: DbOrTx,
  id: number,
  paidAmount: number,
  adminId: number,
) {
  const [row] = await db
    .update(payouts)
    .set({
      status: 'PAID',
      paidAmount,
      concludedAt: sql`now()`,
      concludedByAdminId: adminId,
    })
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.status, 'PENDING'),
        sql`${payouts.requestedAmount} >= ${paidAmount}`,
      ),
    )
    .returning(payoutColumns);
  return row;
}

/** PENDING → FAILED or CANCELLED (the amount returns to available); undefined when it was not pending. */
export async function closeUnpaid(
  db: DbOrTx,
  id: number,
  status: 'FAILED' | 'CANCELLED',
  adminId: number,
) {
  const [row] = await db
    .update(payouts)
    .set({
      status,
      concludedAt: sql`now()`,
      concludedByAdminId: adminId,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'PENDING')))
    .returning(payoutColumns);
  return row;
}

import { type DbOrTx, payouts, oneRow } from '@celebra/db';
import { and, eq, sql } from 'drizzle-orm';
import { newestFirst } from '../../lib/paging';
import type { SealedDestination } from './payout-destination.repository';
import { firstRow, hasRow } from '../../lib/rows';

const payoutColumns = {
  id: payouts.id,
  eventId: payouts.eventId,
  requestedAmount: payouts.requestedAmount,
  paidAmount: payouts.paidAmount,
  status: payouts.status,
  createdAt: payouts.createdAt,
  concludedAt: payouts.concludedAt,
  destinationMasked: payouts.destinationMasked,
  transferId: payouts.transferId,
  failureReason: payouts.failureReason,
};

export type PayoutRow = NonNullable<Awaited<ReturnType<typeof findPayout>>>;

export function hasPendingPayout(
  db: DbOrTx,
  eventId: number,
): Promise<boolean> {
  return hasRow(
    db
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.eventId, eventId), eq(payouts.status, 'PENDING')))
      .limit(1),
  );
}

export async function insertPendingPayout(
  db: DbOrTx,
  eventId: number,
  requestedAmount: number,
  destination: SealedDestination,
) {
  const row = oneRow(
    await db
      .insert(payouts)
      .values({
        eventId,
        requestedAmount,
        status: 'PENDING',
        destinationEncrypted: destination.encrypted,
        destinationMasked: destination.masked,
      })
      .returning(payoutColumns),
  );
  return row;
}

export function listEventPayouts(db: DbOrTx, eventId: number) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.eventId, eventId))
    .orderBy(...newestFirst(payouts));
}

export function findPayout(db: DbOrTx, id: number) {
  return firstRow(
    db.select(payoutColumns).from(payouts).where(eq(payouts.id, id)),
  );
}

/** The payout's status and its destination snapshot (sealed), or undefined. */
export function findPayoutSnapshot(db: DbOrTx, id: number) {
  return firstRow(
    db
      .select({
        eventId: payouts.eventId,
        status: payouts.status,
        requestedAmount: payouts.requestedAmount,
        destinationEncrypted: payouts.destinationEncrypted,
      })
      .from(payouts)
      .where(eq(payouts.id, id)),
  );
}

/** PENDING → PAID with `paidAmount` (≤ requested), in one conditional statement; undefined when it did not apply. */
export function markPaid(
  db: DbOrTx,
  id: number,
  paidAmount: number,
  transferId: string | null,
  adminId: number,
) {
  return firstRow(
    db
      .update(payouts)
      .set({
        status: 'PAID',
        paidAmount,
        transferId,
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
      .returning(payoutColumns),
  );
}

/**
 * PENDING → FAILED or CANCELLED (the amount returns to available), by an administrator or by
 * the event's owner (then only a payout of that event); undefined when it did not apply.
 */
export function closeUnpaid(
  db: DbOrTx,
  id: number,
  status: 'FAILED' | 'CANCELLED',
  failureReason: string | null,
  closedBy: { adminId: number } | { eventId: number },
) {
  return firstRow(
    db
      .update(payouts)
      .set({
        status,
        failureReason,
        concludedAt: sql`now()`,
        concludedByAdminId: 'adminId' in closedBy ? closedBy.adminId : null,
      })
      .where(
        and(
          eq(payouts.id, id),
          eq(payouts.status, 'PENDING'),
          'eventId' in closedBy
            ? eq(payouts.eventId, closedBy.eventId)
            : undefined,
        ),
      )
      .returning(payoutColumns),
  );
}

import { type DbOrTx, events, payouts, users } from '@celebra/db';
import type { PayoutStatus } from '@celebra/contracts';
import { desc, eq } from 'drizzle-orm';

/** Payouts in `status`, newest first, with the event title and its host's name. */
export function listPayoutsByStatus(db: DbOrTx, status: PayoutStatus) {
  return db
    .select({
      id: payouts.id,
      eventId: payouts.eventId,
      user: { firstName: users.firstName, lastName: users.lastName },
      event: { title: events.title },
      requestedAmount: payouts.requestedAmount,
      paidAmount: payouts.paidAmount,
      status: payouts.status,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .innerJoin(events, eq(events.id, payouts.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(payouts.status, status))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

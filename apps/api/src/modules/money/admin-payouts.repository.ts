import type { PayoutStatus } from '@celebra/contracts';
import { type DbOrTx, eventMembers, events, payouts, users } from '@celebra/db';
import { ownerMembership } from '../../lib/event-members';
import { eq } from 'drizzle-orm';
import { newestFirst, type PageSlice, pageOf } from '../../lib/paging';

/**
 * One page of the payouts in `status`, newest first, with the event title and its host's
 * name, and how many there are in all.
 */
export function listPayoutsByStatus(
  db: DbOrTx,
  status: PayoutStatus,
  page: PageSlice,
) {
  const where = eq(payouts.status, status);
  return pageOf(
    db
      .select({
        id: payouts.id,
        eventId: payouts.eventId,
        user: { firstName: users.firstName, lastName: users.lastName },
        event: { title: events.title },
        requestedAmount: payouts.requestedAmount,
        paidAmount: payouts.paidAmount,
        status: payouts.status,
        createdAt: payouts.createdAt,
        destinationMasked: payouts.destinationMasked,
        destinationEncrypted: payouts.destinationEncrypted,
        transferId: payouts.transferId,
        failureReason: payouts.failureReason,
      })
      .from(payouts)
      .innerJoin(events, eq(events.id, payouts.eventId))
      .innerJoin(eventMembers, ownerMembership)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(where)
      .orderBy(...newestFirst(payouts)),
    page,
    db.$count(payouts, where),
  );
}

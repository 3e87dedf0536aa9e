import type { PayoutStatus } from '@celebra/contracts';
import {
  type DbOrTx,
  eventMembers,
  events,
  payoutDestinationChanges,
  payouts,
  users,
} from '@celebra/db';
import { ownerMembership } from '../../lib/event-members';
import { eq, sql } from 'drizzle-orm';
import { newestFirst, type PageSlice, pageOf } from '../../lib/paging';

/** How far back a replaced destination is flagged on a payout. */
const RECENT_CHANGE_DAYS = 7;

/**
 * The latest replacement of the event's destination (not its first setting) in the
 * RECENT_CHANGE_DAYS before the payout was asked for, or null.
 */
const destinationChangedAt = sql<Date | null>`(
  select max(change.changed_at) from ${payoutDestinationChanges} as change
  where change.event_id = payouts.event_id
    and change.changed_at <= payouts.created_at
    and change.changed_at > payouts.created_at - make_interval(days => ${RECENT_CHANGE_DAYS})
    and exists (
      select 1 from ${payoutDestinationChanges} as earlier
      where earlier.event_id = change.event_id and earlier.changed_at < change.changed_at
    )
)`.mapWith((value: string | Date | null) =>
  value === null ? null : new Date(value),
);

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
        destinationChangedAt,
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

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { identityId, timestamps } from './columns';
import { payoutStatusEnum } from './enums';
import { events } from './events';

/** A host's request to transfer the available balance; at most one PENDING per event. */
export const payouts = pgTable(
  'payouts',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    requestedAmount: integer('requested_amount').notNull(),
    paidAmount: integer('paid_amount'),
    status: payoutStatusEnum('status').notNull().default('PENDING'),
    concludedAt: timestamp('concluded_at', { withTimezone: true }),
    concludedByAdminId: integer('concluded_by_admin_id').references(
      () => admins.id,
      { onDelete: 'set null' },
    ),
    ...timestamps(),
  },
  (t) => [
    check('payouts_requested_amount_positive', sql`${t.requestedAmount} > 0`),
    check(
      'payouts_paid_amount_range',
      sql`${t.paidAmount} is null or (${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.requestedAmount})`,
    ),
    uniqueIndex('payouts_one_pending_per_event')
      .on(t.eventId)
      .where(sql`${t.status} = 'PENDING'`),
    index('payouts_event_id_status_idx').on(t.eventId, t.status),
    index('payouts_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

export type Payout = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

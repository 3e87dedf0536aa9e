import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { identityId, timestamps } from './columns';
import { payoutDestinationKindEnum, payoutStatusEnum } from './enums';
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
    /** The destination as it was when the payout was asked for, AES-256-GCM encrypted. */
    destinationEncrypted: text('destination_encrypted'),
    /** The same destination masked, as the host sees it. */
    destinationMasked: text('destination_masked'),
    /** The transfer's identifier (the Pix end-to-end id), given by the admin who paid. */
    transferId: text('transfer_id'),
    /** Why the transfer failed, given by the admin; the host reads it. */
    failureReason: text('failure_reason'),
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

/** Where an event's payouts go: a Pix key or a bank account, encrypted at rest. */
export const payoutDestinations = pgTable('payout_destinations', {
  id: identityId(),
  eventId: integer('event_id')
    .notNull()
    .unique('payout_destinations_event_id_key')
    .references(() => events.id, { onDelete: 'cascade' }),
  kind: payoutDestinationKindEnum('kind').notNull(),
  /** The whole destination as JSON, AES-256-GCM encrypted (iv, tag and ciphertext, base64). */
  encrypted: text('encrypted').notNull(),
  /** The destination masked, as the host sees it. */
  masked: text('masked').notNull(),
  ...timestamps(),
});

/** Every change of an event's payout destination: when, and what it became (masked). */
export const payoutDestinationChanges = pgTable(
  'payout_destination_changes',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    masked: text('masked').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('payout_destination_changes_event_id_idx').on(t.eventId)],
);

export type Payout = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;
export type PayoutDestination = typeof payoutDestinations.$inferSelect;
export type NewPayoutDestination = typeof payoutDestinations.$inferInsert;

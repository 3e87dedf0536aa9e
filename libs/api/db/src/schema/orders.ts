import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { gifts } from './catalogue';
import { identityId, timestamps } from './columns';
import { giftKindEnum, orderStatusEnum } from './enums';
import { invitations } from './invitations';
import { events } from './events';

/**
 * A guest's purchase of gifts from an event's list. Amounts are integer centavos:
 * the guest is charged `chargedAmount`; the host is credited `userAmount` once APPROVED.
 */
export const orders = pgTable(
  'orders',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    guestName: text('guest_name').notNull().default(''),
    guestContact: text('guest_contact').notNull().default(''),
    /** The household whose personal link the gift was given from; null: anonymous or no link. */
    invitationId: integer('invitation_id').references(() => invitations.id, {
      onDelete: 'set null',
    }),
    /** The guest's optional words to the couple, at most 500 characters. */
    guestNote: text('guest_note').notNull().default(''),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    total: integer('total').notNull(),
    fee: integer('fee').notNull().default(0),
    chargedAmount: integer('charged_amount').notNull(),
    userAmount: integer('user_amount').notNull(),
    guestPaysFee: boolean('guest_pays_fee').notNull().default(false),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').unique(
      'orders_provider_reference_key',
    ),
    paymentLink: text('payment_link'),
    /** The guest's Idempotency-Key: a retried purchase finds this order instead of making one. */
    idempotencyKey: text('idempotency_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * While PENDING, the order holds its shares of gifts in shares until this instant: its
     * current Pix charge's expiry, or a card checkout's bounded time (docs/money.md).
     */
    sharesHeldUntil: timestamp('shares_held_until', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When the host marked the gift as thanked; shared by every device of the host. */
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    /** When its personal data was replaced (a guest's erasure or the retention job); null while it holds it. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** SHA-256 of the per-order token that opens the guest's 'Obrigado!' status page. */
    statusTokenHash: text('status_token_hash'),
    ...timestamps(),
  },
  (t) => [
    check('orders_total_non_negative', sql`${t.total} >= 0`),
    check('orders_fee_non_negative', sql`${t.fee} >= 0`),
    check('orders_charged_amount_non_negative', sql`${t.chargedAmount} >= 0`),
    check('orders_user_amount_non_negative', sql`${t.userAmount} >= 0`),
    check(
      'orders_amounts_consistent',
      sql`(${t.guestPaysFee} and ${t.chargedAmount} = ${t.total} + ${t.fee} and ${t.userAmount} = ${t.total})
        or (not ${t.guestPaysFee} and ${t.chargedAmount} = ${t.total} and ${t.userAmount} = ${t.total} - ${t.fee})`,
    ),
    index('orders_event_id_status_idx').on(t.eventId, t.status),
    index('orders_invitation_id_idx').on(t.invitationId),
    unique('orders_event_idempotency_key').on(t.eventId, t.idempotencyKey),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

/** Snapshot of each gift at purchase time: later catalogue edits never change a past order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id').references(() => gifts.id, {
      onDelete: 'set null',
    }),
    giftName: text('gift_name').notNull(),
    giftImageUrl: text('gift_image_url'),
    /** Price of one unit, of one share, or the free amount, when bought. */
    unitPrice: integer('unit_price').notNull(),
    /** Units, shares, or 1 for a free-value gift. */
    quantity: integer('quantity').notNull(),
    giftKind: giftKindEnum('gift_kind').notNull().default('fixed'),
    /** N of a shared gift when bought; null for the other kinds. */
    shareCount: integer('share_count'),
  },
  (t) => [
    check('order_items_unit_price_positive', sql`${t.unitPrice} > 0`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_gift_id_idx').on(t.giftId),
  ],
);

/** Every webhook delivery received; the unique key makes re-deliveries detectable. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    reference: text('reference'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    unique('payment_events_provider_event_key').on(
      t.provider,
      t.providerEventId,
    ),
    index('payment_events_reference_idx').on(t.reference),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = typeof paymentEvents.$inferInsert;

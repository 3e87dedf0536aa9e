import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { orders } from './orders';

/**
 * The inline Pix charges of an order paid by Pix: the first one (attempt 1) opened with the
 * purchase, one more each time the guest asks for a new code after the last one expired.
 * The latest attempt is the order's current charge.
 */
export const orderPixCharges = pgTable(
  'order_pix_charges',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** The BR Code ('Pix copia e cola'). */
    copyPaste: text('copy_paste').notNull(),
    /** The provider's PNG of the QR code (base64), when it draws one. */
    qrCodeBase64: text('qr_code_base64'),
    /** The provider's page of the charge (local: the demonstration page). */
    paymentLink: text('payment_link'),
    /** The provider's id of the charge (Mercado Pago payment id). */
    providerChargeId: text('provider_charge_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_pix_charges_attempt_positive', sql`${t.attempt} > 0`),
    unique('order_pix_charges_order_attempt_key').on(t.orderId, t.attempt),
  ],
);

export type OrderPixCharge = typeof orderPixCharges.$inferSelect;
export type NewOrderPixCharge = typeof orderPixCharges.$inferInsert;

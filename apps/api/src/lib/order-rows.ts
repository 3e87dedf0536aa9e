import { type DbOrTx, events, orderItems, orders } from '@celebra/db';
import type { PaymentMethod } from '@celebra/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';

// The reads of an order that the orders domain and the local checkout page share.

/** Orders joined to their event: `columns` may name both. */
export function selectOrdersWithEvent<Columns extends SelectedFields>(
  db: DbOrTx,
  columns: Columns,
) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId));
}

/**
 * How the order is paid, as a column of a select over orders: Pix once it has a Pix charge,
 * card once it has a checkout link and no charge (a Pix order stores its first charge's link
 * too), null when no payment was opened.
 */
export const orderPaymentMethod = () =>
  sql<PaymentMethod | null>`case when exists (select 1 from "order_pix_charges" where "order_pix_charges"."order_id" = "orders"."id") then 'PIX' when "orders"."payment_link" is not null then 'CARD' end`;

/** The order's items, in the order they were bought. */
export function itemsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      giftName: orderItems.giftName,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      kind: orderItems.giftKind,
      shareCount: orderItems.shareCount,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

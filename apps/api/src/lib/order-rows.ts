import { type DbOrTx, events, orderItems, orders } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
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

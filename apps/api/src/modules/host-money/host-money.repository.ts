import { type DbOrTx, gifts, orderItems, orders } from '@celebra/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

/**
 * Orders credited to the host: only APPROVED ones are gifts received. Pending checkouts, refused
 * and cancelled payments never reached the host (the back office also lists pending and refused ones).
 */
export function listApprovedOrders(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: orders.id,
      guestName: orders.guestName,
      createdAt: orders.createdAt,
      status: orders.status,
      userAmount: orders.userAmount,
      total: orders.total,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'APPROVED')))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** Items of the orders, each with the picture it had when bought (else the gift's current one). */
export function listOrderItems(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      giftName: orderItems.giftName,
      quantity: orderItems.quantity,
      imageUrl: sql<
        string | null
      >`coalesce(${orderItems.giftImageUrl}, ${gifts.imageUrl})`,
    })
    .from(orderItems)
    .leftJoin(gifts, eq(gifts.id, orderItems.giftId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

import { type DbOrTx, gifts, orderItems, orders } from '@celebra/db';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';

/**
 * Who is looking at the orders: the host sees only APPROVED ones (gifts that reached the
 * balance); the back office sees every order but CANCELLED ones (abandoned checkouts).
 */
export type ReceivedGiftsView = 'host' | 'admin';

const statusFilter = {
  host: eq(orders.status, 'APPROVED'),
  admin: ne(orders.status, 'CANCELLED'),
} as const;

export function listOrders(
  db: DbOrTx,
  eventId: number,
  view: ReceivedGiftsView,
) {
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
    .where(and(eq(orders.eventId, eventId), statusFilter[view]))
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

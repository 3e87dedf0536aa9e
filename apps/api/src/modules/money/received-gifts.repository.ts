import {
  type DbOrTx,
  gifts,
  invitations,
  orderItems,
  orders,
} from '@celebra/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@celebra/format';
import { newestFirst, type PageSlice } from '../../lib/paging';
import { firstRow } from '../../lib/rows';

/**
 * Who is looking at the orders: the host sees only APPROVED ones (gifts that reached the
 * balance); the back office sees every order but CANCELLED ones (abandoned checkouts).
 */
export type ReceivedGiftsView = 'host' | 'admin';

const statusFilter = {
  host: eq(orders.status, 'APPROVED'),
  admin: ne(orders.status, 'CANCELLED'),
} as const;

const receivedOrdersOf = (eventId: number, view: ReceivedGiftsView) =>
  and(eq(orders.eventId, eventId), statusFilter[view]);

/** The event's orders in `view`, newest first: one page, or every one without `page` (the CSV). */
export function listReceivedOrders(
  db: DbOrTx,
  eventId: number,
  view: ReceivedGiftsView,
  page?: PageSlice,
) {
  const query = db
    .select({
      id: orders.id,
      guestName: orders.guestName,
      guestContact: orders.guestContact,
      guestNote: orders.guestNote,
      // A lookup per listed order: a join lets PostgreSQL plan a parallel scan of every invitation.
      invitationName: sql<
        string | null
      >`(select ${invitations.name} from ${invitations} where ${invitations.id} = ${orders.invitationId})`,
      thankedAt: orders.thankedAt,
      createdAt: orders.createdAt,
      status: orders.status,
      userAmount: orders.userAmount,
      total: orders.total,
    })
    .from(orders)
    .where(receivedOrdersOf(eventId, view))
    .orderBy(...newestFirst(orders));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Approved orders per São Paulo day over the last `days` days (today included), oldest first. */
export async function countApprovedOrdersByDay(
  db: DbOrTx,
  eventId: number,
  days: number,
) {
  // The zone inline (a constant), so the grouped and the selected expressions are the same.
  const zone = sql.raw(`'${DEFAULT_TIME_ZONE}'`);
  const localDay = sql`(${orders.createdAt} at time zone ${zone})::date`;
  const firstDay = sql`((now() at time zone ${DEFAULT_TIME_ZONE})::date - ${days - 1}::int)`;
  return db
    .select({
      day: sql<string>`to_char(${localDay}, 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.status, 'APPROVED'),
        sql`${orders.createdAt} >= (${firstDay}::timestamp at time zone ${DEFAULT_TIME_ZONE})`,
      ),
    )
    .groupBy(localDay)
    .orderBy(localDay);
}

/** How many orders the event has in `view`. */
export function countReceivedOrders(
  db: DbOrTx,
  eventId: number,
  view: ReceivedGiftsView,
) {
  return db.$count(orders, receivedOrdersOf(eventId, view));
}

/**
 * Marks (now, keeping an earlier mark) or clears the thanks of an APPROVED order of the event;
 * undefined when there is no such order.
 */
export function setOrderThanked(
  db: DbOrTx,
  eventId: number,
  orderId: number,
  thanked: boolean,
) {
  return firstRow(
    db
      .update(orders)
      .set({
        thankedAt: thanked ? sql`coalesce(${orders.thankedAt}, now())` : null,
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.eventId, eventId),
          eq(orders.status, 'APPROVED'),
        ),
      )
      .returning({ thankedAt: orders.thankedAt }),
  );
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
      unitPrice: orderItems.unitPrice,
      kind: orderItems.giftKind,
      shareCount: orderItems.shareCount,
      imageUrl: sql<
        string | null
      >`coalesce(${orderItems.giftImageUrl}, ${gifts.imageUrl})`,
    })
    .from(orderItems)
    .leftJoin(gifts, eq(gifts.id, orderItems.giftId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

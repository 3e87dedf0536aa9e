import {
  type DbOrTx,
  events,
  type NewOrder,
  type NewOrderItem,
  orderItems,
  orders,
  users,
} from '@celebra/db';
import { and, asc, eq, lte, sql } from 'drizzle-orm';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** What a retried purchase needs of the order its Idempotency-Key already made. */
export async function findOrderByIdempotencyKey(
  db: DbOrTx,
  eventId: number,
  idempotencyKey: string,
) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      reference: orders.providerReference,
      paymentLink: orders.paymentLink,
      chargedAmount: orders.chargedAmount,
      expiresAt: orders.expiresAt,
      statusTokenHash: orders.statusTokenHash,
    })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.idempotencyKey, idempotencyKey),
      ),
    );
  return row;
}

export async function setStatusTokenHash(
  db: DbOrTx,
  orderId: number,
  statusTokenHash: string,
) {
  await db
    .update(orders)
    .set({ statusTokenHash })
    .where(eq(orders.id, orderId));
}

export type OrderOfIdempotencyKey = NonNullable<
  Awaited<ReturnType<typeof findOrderByIdempotencyKey>>
>;

/** Unique (event, idempotency key): a concurrent duplicate of a purchase hits it. */
export const ORDER_IDEMPOTENCY_CONSTRAINT = 'orders_event_idempotency_key';

/** Inserts a PENDING order with its item snapshots; answers its id. */
export async function insertOrder(
  db: DbOrTx,
  order: Omit<NewOrder, 'id' | 'status'>,
  items: Omit<NewOrderItem, 'id' | 'orderId'>[],
): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, status: 'PENDING' })
    .returning({ id: orders.id });
  await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: row.id })));
  return row.id;
}

export async function setOrderReference(
  db: DbOrTx,
  orderId: number,
  reference: string,
) {
  await db
    .update(orders)
    .set({ providerReference: reference })
    .where(eq(orders.id, orderId));
}

export async function setOrderPaymentLink(
  db: DbOrTx,
  orderId: number,
  paymentLink: string,
) {
  await db.update(orders).set({ paymentLink }).where(eq(orders.id, orderId));
}

/**
 * PENDING → `to`, once: the update only matches a PENDING row, so of any number of racing
 * callers exactly one gets `true` (PostgreSQL re-checks the condition after a concurrent write).
 */
export async function transitionPendingOrder(
  db: DbOrTx,
  where: { id: number } | { reference: string },
  to: Exclude<OrderStatus, 'PENDING'>,
): Promise<boolean> {
  const match =
    'id' in where
      ? eq(orders.id, where.id)
      : eq(orders.providerReference, where.reference);
  const rows = await db
    .update(orders)
    .set({
      status: to,
      ...(to === 'APPROVED' ? { approvedAt: sql`now()` } : {}),
    })
    .where(and(match, eq(orders.status, 'PENDING')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

export async function findOrderStatus(
  db: DbOrTx,
  reference: string,
): Promise<OrderStatus | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.providerReference, reference));
  return row?.status;
}

/** PENDING orders whose payment window closed at or before `now` → CANCELLED; answers their ids. */
export async function cancelExpiredOrders(
  db: DbOrTx,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

async function itemsOfOrder(db: DbOrTx, orderId: number) {
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

/** What the e-mails of an approved order need (the host's and the guest's receipt). */
export async function findOrderForMails(db: DbOrTx, reference: string) {
  const [order] = await db
    .select({
      id: orders.id,
      guestName: orders.guestName,
      guestContact: orders.guestContact,
      guestNote: orders.guestNote,
      userAmount: orders.userAmount,
      chargedAmount: orders.chargedAmount,
      fee: orders.fee,
      guestPaysFee: orders.guestPaysFee,
      approvedAt: orders.approvedAt,
      eventTitle: events.title,
      eventSlug: events.slug,
      hostEmail: users.email,
      hostFirstName: users.firstName,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(orders.providerReference, reference));
  if (!order) return undefined;
  return { ...order, items: await itemsOfOrder(db, order.id) };
}

export type OrderForMails = NonNullable<
  Awaited<ReturnType<typeof findOrderForMails>>
>;

/** The guest's view of an order, with the hash its status token must match. */
export async function findOrderStatusView(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      chargedAmount: orders.chargedAmount,
      guestNote: orders.guestNote,
      statusTokenHash: orders.statusTokenHash,
      eventTitle: events.title,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  return { ...order, items: await itemsOfOrder(db, order.id) };
}

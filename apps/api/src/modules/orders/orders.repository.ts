import { type DbOrTx, events, orders } from '@celebra/db';
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  itemsOfOrder,
  orderPaymentMethod,
  selectOrdersWithEvent,
} from '../../lib/order-rows';
import { firstRow } from '../../lib/rows';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** What a retried purchase needs of the order its Idempotency-Key already made. */
export function findOrderByIdempotencyKey(
  db: DbOrTx,
  eventId: number,
  idempotencyKey: string,
) {
  return firstRow(
    db
      .select({
        id: orders.id,
        eventId: orders.eventId,
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
      ),
  );
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

/**
 * Whether the order holds shares of a gift in shares (its status moves what the site shows).
 * Written with qualified names: in a RETURNING list drizzle would leave `orders.id` bare, and
 * inside the subquery a bare "id" is the item's own.
 */
const holdsShares = () =>
  sql<boolean>`exists (select 1 from "order_items" where "order_items"."order_id" = "orders"."id" and "order_items"."gift_kind" = 'shares')`;

/** An order whose status changed: its event, and whether it holds shares. */
const changedOrder = {
  id: orders.id,
  eventId: orders.eventId,
  holdsShares: holdsShares(),
};

const orderMatching = (where: { id: number } | { reference: string }) =>
  'id' in where
    ? eq(orders.id, where.id)
    : eq(orders.providerReference, where.reference);

/**
 * PENDING → `to`, once: the update only matches a PENDING row, so of any number of racing
 * callers exactly one gets the order back (PostgreSQL re-checks the condition after a
 * concurrent write); the others get undefined.
 */
export function transitionPendingOrder(
  db: DbOrTx,
  where: { id: number } | { reference: string },
  to: Exclude<OrderStatus, 'PENDING'>,
) {
  return firstRow(
    db
      .update(orders)
      .set({
        status: to,
        ...(to === 'APPROVED' ? { approvedAt: sql`now()` } : {}),
      })
      .where(and(orderMatching(where), eq(orders.status, 'PENDING')))
      .returning(changedOrder),
  );
}

/** The event of the order of `reference` when the order holds shares of a gift. */
export async function findEventOfShareOrder(
  db: DbOrTx,
  reference: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ eventId: orders.eventId })
    .from(orders)
    .where(and(orderMatching({ reference }), holdsShares()));
  return row?.eventId;
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

/** PENDING orders whose payment window closed at or before `now` → CANCELLED; answers them. */
export function cancelExpiredOrders(db: DbOrTx, now: Date) {
  return db
    .update(orders)
    .set({ status: 'CANCELLED' })
    .where(and(eq(orders.status, 'PENDING'), lte(orders.expiresAt, now)))
    .returning(changedOrder);
}

/** What the e-mails of an approved order need (the host's and the guest's receipt). */
export async function findOrderForMails(db: DbOrTx, reference: string) {
  const [order] = await selectOrdersWithEvent(db, {
    id: orders.id,
    guestName: orders.guestName,
    guestContact: orders.guestContact,
    guestNote: orders.guestNote,
    userAmount: orders.userAmount,
    chargedAmount: orders.chargedAmount,
    fee: orders.fee,
    guestPaysFee: orders.guestPaysFee,
    approvedAt: orders.approvedAt,
    eventId: orders.eventId,
    eventTitle: events.title,
    eventSlug: events.slug,
  }).where(eq(orders.providerReference, reference));
  if (!order) return undefined;
  return { ...order, items: await itemsOfOrder(db, order.id) };
}

export type OrderForMails = NonNullable<
  Awaited<ReturnType<typeof findOrderForMails>>
>;

/** The guest's view of an order, with the hash its status token must match. */
export async function findOrderStatusView(db: DbOrTx, orderId: number) {
  const [order] = await selectOrdersWithEvent(db, {
    id: orders.id,
    status: orders.status,
    paymentMethod: orderPaymentMethod(),
    chargedAmount: orders.chargedAmount,
    guestNote: orders.guestNote,
    statusTokenHash: orders.statusTokenHash,
    eventTitle: events.title,
  }).where(eq(orders.id, orderId));
  if (!order) return undefined;
  return { ...order, items: await itemsOfOrder(db, order.id) };
}

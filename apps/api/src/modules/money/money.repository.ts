import type { PayoutStatus } from '@celebra/contracts';
import {
  type DbOrTx,
  events,
  gifts,
  orderItems,
  orders,
  payoutDestinationChanges,
  payoutDestinations,
  payouts,
  users,
} from '@celebra/db';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@celebra/format';
import type { PageSlice } from '../../lib/paging';

// Balances.

export interface EventMoneySums {
  /** Σ userAmount of APPROVED orders. */
  received: number;
  /** Σ paidAmount of PAID payouts. */
  transferred: number;
  /** Σ requestedAmount of PENDING payouts. */
  pending: number;
}

type SumsRow = Record<keyof EventMoneySums, string | number | bigint>;

/** The three sums behind an event's balances, in one round trip. */
export async function sumEventMoney(
  db: DbOrTx,
  eventId: number,
): Promise<EventMoneySums> {
  const { rows } = await db.execute<SumsRow>(sql`
    select
      (select coalesce(sum(${orders.userAmount}), 0)::bigint from ${orders}
        where ${orders.eventId} = ${eventId} and ${orders.status} = 'APPROVED') as received,
      (select coalesce(sum(${payouts.paidAmount}), 0)::bigint from ${payouts}
        where ${payouts.eventId} = ${eventId} and ${payouts.status} = 'PAID') as transferred,
      (select coalesce(sum(${payouts.requestedAmount}), 0)::bigint from ${payouts}
        where ${payouts.eventId} = ${eventId} and ${payouts.status} = 'PENDING') as pending
  `);
  const [row] = rows;
  return {
    received: Number(row.received),
    transferred: Number(row.transferred),
    pending: Number(row.pending),
  };
}

// Received gifts.

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
      thankedAt: orders.thankedAt,
      createdAt: orders.createdAt,
      status: orders.status,
      userAmount: orders.userAmount,
      total: orders.total,
    })
    .from(orders)
    .where(receivedOrdersOf(eventId, view))
    .orderBy(desc(orders.createdAt), desc(orders.id));
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
export async function setOrderThanked(
  db: DbOrTx,
  eventId: number,
  orderId: number,
  thanked: boolean,
) {
  const [row] = await db
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
    .returning({ thankedAt: orders.thankedAt });
  return row;
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

// Payouts.

const payoutColumns = {
  id: payouts.id,
  eventId: payouts.eventId,
  requestedAmount: payouts.requestedAmount,
  paidAmount: payouts.paidAmount,
  status: payouts.status,
  createdAt: payouts.createdAt,
  concludedAt: payouts.concludedAt,
  destinationMasked: payouts.destinationMasked,
  transferId: payouts.transferId,
  failureReason: payouts.failureReason,
};

export type PayoutRow = NonNullable<Awaited<ReturnType<typeof findPayout>>>;

/** Holds the event row until the transaction ends: payout requests of one event run one at a time. */
export async function lockEvent(tx: DbOrTx, eventId: number): Promise<void> {
  await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
}

export async function hasPendingPayout(
  db: DbOrTx,
  eventId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.eventId, eventId), eq(payouts.status, 'PENDING')))
    .limit(1);
  return row !== undefined;
}

/** A destination as stored: the whole of it sealed, and its masked line. */
export interface SealedDestination {
  encrypted: string;
  masked: string;
}

export async function insertPendingPayout(
  db: DbOrTx,
  eventId: number,
  requestedAmount: number,
  destination: SealedDestination,
) {
  const [row] = await db
    .insert(payouts)
    .values({
      eventId,
      requestedAmount,
      status: 'PENDING',
      destinationEncrypted: destination.encrypted,
      destinationMasked: destination.masked,
    })
    .returning(payoutColumns);
  return row;
}

export function listEventPayouts(db: DbOrTx, eventId: number) {
  return db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.eventId, eventId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

export async function findPayout(db: DbOrTx, id: number) {
  const [row] = await db
    .select(payoutColumns)
    .from(payouts)
    .where(eq(payouts.id, id));
  return row;
}

/** The payout's status and its destination snapshot (sealed), or undefined. */
export async function findPayoutSnapshot(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      status: payouts.status,
      requestedAmount: payouts.requestedAmount,
      destinationEncrypted: payouts.destinationEncrypted,
    })
    .from(payouts)
    .where(eq(payouts.id, id));
  return row;
}

/** PENDING → PAID with `paidAmount` (≤ requested), in one conditional statement; undefined when it did not apply. */
export async function markPaid(
  db: DbOrTx,
  id: number,
  paidAmount: number,
  transferId: string | null,
  adminId: number,
) {
  const [row] = await db
    .update(payouts)
    .set({
      status: 'PAID',
      paidAmount,
      transferId,
      concludedAt: sql`now()`,
      concludedByAdminId: adminId,
    })
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.status, 'PENDING'),
        sql`${payouts.requestedAmount} >= ${paidAmount}`,
      ),
    )
    .returning(payoutColumns);
  return row;
}

/** PENDING → FAILED or CANCELLED (the amount returns to available); undefined when it was not pending. */
export async function closeUnpaid(
  db: DbOrTx,
  id: number,
  status: 'FAILED' | 'CANCELLED',
  failureReason: string | null,
  adminId: number,
) {
  const [row] = await db
    .update(payouts)
    .set({
      status,
      failureReason,
      concludedAt: sql`now()`,
      concludedByAdminId: adminId,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'PENDING')))
    .returning(payoutColumns);
  return row;
}

/** Payouts in `status`, newest first, with the event title and its host's name. */
/** One page of the payouts in `status`, newest first, and how many there are in all. */
export async function listPayoutsByStatus(
  db: DbOrTx,
  status: PayoutStatus,
  page: { limit: number; offset: number },
) {
  const where = eq(payouts.status, status);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: payouts.id,
        eventId: payouts.eventId,
        user: { firstName: users.firstName, lastName: users.lastName },
        event: { title: events.title },
        requestedAmount: payouts.requestedAmount,
        paidAmount: payouts.paidAmount,
        status: payouts.status,
        createdAt: payouts.createdAt,
        destinationMasked: payouts.destinationMasked,
        destinationEncrypted: payouts.destinationEncrypted,
        transferId: payouts.transferId,
        failureReason: payouts.failureReason,
      })
      .from(payouts)
      .innerJoin(events, eq(events.id, payouts.eventId))
      .innerJoin(users, eq(users.id, events.userId))
      .where(where)
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(payouts, where),
  ]);
  return { rows, total };
}

/** Who an event's money e-mails go to, and what the event is called. */
export async function findEventHost(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      eventTitle: events.title,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(events.id, eventId));
  return row;
}

// Payout destinations.

export async function findDestination(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      kind: payoutDestinations.kind,
      encrypted: payoutDestinations.encrypted,
      masked: payoutDestinations.masked,
      updatedAt: payoutDestinations.updatedAt,
    })
    .from(payoutDestinations)
    .where(eq(payoutDestinations.eventId, eventId));
  return row;
}

/** Creates or replaces the event's destination and records the change. */
export async function saveDestination(
  db: DbOrTx,
  eventId: number,
  kind: 'PIX' | 'BANK',
  destination: SealedDestination,
) {
  const [row] = await db
    .insert(payoutDestinations)
    .values({ eventId, kind, ...destination })
    .onConflictDoUpdate({
      target: payoutDestinations.eventId,
      set: { kind, ...destination, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: payoutDestinations.updatedAt });
  await db
    .insert(payoutDestinationChanges)
    .values({ eventId, masked: destination.masked });
  return row;
}

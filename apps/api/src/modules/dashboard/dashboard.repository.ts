import {
  type DbOrTx,
  eventCategories,
  events,
  eventTypes,
  guestMessages,
  guests,
  gifts,
  orders,
  payouts,
  oneRow,
} from '@celebra/db';
import { and, count, eq, isNull, sql } from 'drizzle-orm';

/** Guests coming plus the companions each brings (who answered 'Não poderei ir' is left out). */
export async function countConfirmedPeople(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      people: sql<number>`(count(*) + coalesce(sum(${guests.companions}), 0))::int`,
    })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.attending, true)));
  return row?.people ?? 0;
}

export async function countApprovedOrders(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'APPROVED')));
  return row?.orders ?? 0;
}

export async function countMessages(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ messages: count() })
    .from(guestMessages)
    .where(eq(guestMessages.eventId, eventId));
  return row?.messages ?? 0;
}

/** Gifts on offer: active, in an active category of an active event type. */
async function countActiveGifts(db: DbOrTx): Promise<number> {
  const row = oneRow(
    await db
      .select({ total: count() })
      .from(gifts)
      .innerJoin(eventCategories, eq(eventCategories.id, gifts.eventCategoryId))
      .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
      .where(
        and(
          isNull(gifts.eventId),
          eq(gifts.active, true),
          eq(eventCategories.active, true),
          eq(eventTypes.active, true),
        ),
      ),
  );
  return row.total;
}

/** Active events, gifts on offer and PENDING payouts. */
export async function countDashboardTotals(db: DbOrTx) {
  const [activeEvents, activeGifts, pendingPayouts] = await Promise.all([
    db.$count(events, eq(events.active, true)),
    countActiveGifts(db),
    db.$count(payouts, eq(payouts.status, 'PENDING')),
  ]);
  return { events: activeEvents, gifts: activeGifts, pendingPayouts };
}

import { type DbOrTx, guestMessages, guests, orders } from '@celebra/db';
import { and, count, eq, sql } from 'drizzle-orm';

/** Guests on the list plus the companions each brings. */
export async function countConfirmedPeople(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      people: sql<number>`(count(*) + coalesce(sum(${guests.companions}), 0))::int`,
    })
    .from(guests)
    .where(eq(guests.eventId, eventId));
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

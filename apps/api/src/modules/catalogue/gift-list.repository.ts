import { type DbOrTx, eventCategories, eventGifts, gifts } from '@celebra/db';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { isCatalogueGift } from '../../lib/active-gifts';

// An event's gift list: the catalogue gifts it holds and the categories it may take them from.

/** Removes a catalogue gift from the event's list; false when it was not on it. */
export async function deleteEventGift(
  db: DbOrTx,
  eventId: number,
  giftId: number,
): Promise<boolean> {
  const removed = await db
    .delete(eventGifts)
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)))
    .returning({ id: eventGifts.id });
  return removed.length > 0;
}

/** Categories the host may pick gifts from: the active ones of the type, and the event's own. */
export function listPickableCategories(
  db: DbOrTx,
  eventTypeId: number,
  ownCategoryId: number,
) {
  return db
    .select({ id: eventCategories.id, name: eventCategories.name })
    .from(eventCategories)
    .where(
      and(
        eq(eventCategories.eventTypeId, eventTypeId),
        or(
          eq(eventCategories.active, true),
          eq(eventCategories.id, ownCategoryId),
        ),
      ),
    )
    .orderBy(asc(eventCategories.name), asc(eventCategories.id));
}

/** Active gifts of a category, each flagged when already on the event's list. */
export function listCatalogueGifts(
  db: DbOrTx,
  eventId: number,
  categoryId: number,
) {
  return db
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      imageUrl: gifts.imageUrl,
      onList: sql<boolean>`${eventGifts.id} is not null`,
    })
    .from(gifts)
    .leftJoin(
      eventGifts,
      and(eq(eventGifts.giftId, gifts.id), eq(eventGifts.eventId, eventId)),
    )
    .where(
      and(
        eq(gifts.eventCategoryId, categoryId),
        isCatalogueGift,
        eq(gifts.active, true),
      ),
    )
    .orderBy(asc(gifts.price), asc(gifts.id));
}

/** Adds gifts to the event's list; ones already on it are left as they are. */
/** Adds the gifts the list does not hold yet; answers how many were added. */
export async function insertEventGifts(
  db: DbOrTx,
  eventId: number,
  giftIds: number[],
): Promise<number> {
  const added = await db
    .insert(eventGifts)
    .values(giftIds.map((giftId) => ({ eventId, giftId })))
    .onConflictDoNothing({ target: [eventGifts.eventId, eventGifts.giftId] })
    .returning({ id: eventGifts.id });
  return added.length;
}

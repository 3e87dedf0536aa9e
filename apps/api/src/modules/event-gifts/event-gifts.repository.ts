import {
  type DbOrTx,
  eventCategories,
  eventGifts,
  giftSuggestions,
  gifts,
} from '@celebra/db';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';

/** The event's list in the order the gifts were added; gifts deactivated in the catalogue left out. */
export function listEventGifts(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      imageUrl: gifts.imageUrl,
    })
    .from(eventGifts)
    .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
    .where(and(eq(eventGifts.eventId, eventId), eq(gifts.active, true)))
    .orderBy(asc(eventGifts.id));
}

/** Newest first. */
export function listGiftSuggestions(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: giftSuggestions.id,
      title: giftSuggestions.title,
      description: giftSuggestions.description,
      createdAt: giftSuggestions.createdAt,
    })
    .from(giftSuggestions)
    .where(eq(giftSuggestions.eventId, eventId))
    .orderBy(desc(giftSuggestions.createdAt), desc(giftSuggestions.id));
}

export async function insertGiftSuggestion(
  db: DbOrTx,
  values: { eventId: number; title: string; description: string },
) {
  await db.insert(giftSuggestions).values(values);
}

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

export async function findCategory(db: DbOrTx, categoryId: number) {
  const [row] = await db
    .select({
      id: eventCategories.id,
      eventTypeId: eventCategories.eventTypeId,
      active: eventCategories.active,
    })
    .from(eventCategories)
    .where(eq(eventCategories.id, categoryId));
  return row;
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
    .where(and(eq(gifts.eventCategoryId, categoryId), eq(gifts.active, true)))
    .orderBy(asc(gifts.price), asc(gifts.id));
}

/** Of `giftIds`, the active gifts in one of `categoryIds`. */
export async function findActiveGiftIdsIn(
  db: DbOrTx,
  giftIds: number[],
  categoryIds: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: gifts.id })
    .from(gifts)
    .where(
      and(
        inArray(gifts.id, giftIds),
        inArray(gifts.eventCategoryId, categoryIds),
        eq(gifts.active, true),
      ),
    );
  return rows.map((row) => row.id);
}

/** Adds gifts to the event's list; ones already on it are left as they are. */
export async function insertEventGifts(
  db: DbOrTx,
  eventId: number,
  giftIds: number[],
) {
  await db
    .insert(eventGifts)
    .values(giftIds.map((giftId) => ({ eventId, giftId })))
    .onConflictDoNothing({ target: [eventGifts.eventId, eventGifts.giftId] });
}

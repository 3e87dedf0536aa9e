import {
  type DbOrTx,
  eventCategories,
  eventGifts,
  events,
  eventTypes,
  giftSuggestions,
  gifts,
  type NewEventCategory,
  type NewEventType,
  type NewGift,
  orderItems,
} from '@celebra/db';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { isCatalogueGift } from '../../lib/active-gifts';

export function listActiveEventTypes(db: DbOrTx) {
  return db
    .select({
      id: eventTypes.id,
      name: eventTypes.name,
      image_url: eventTypes.imageUrl,
    })
    .from(eventTypes)
    .where(eq(eventTypes.active, true))
    .orderBy(asc(eventTypes.id));
}

/** Active categories of an active event type. */
export function listActiveCategories(db: DbOrTx, eventTypeId: number) {
  return db
    .select({ id: eventCategories.id, name: eventCategories.name })
    .from(eventCategories)
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(
      and(
        eq(eventCategories.eventTypeId, eventTypeId),
        eq(eventCategories.active, true),
        eq(eventTypes.active, true),
      ),
    )
    .orderBy(asc(eventCategories.id));
}

/** Active gifts of an active category of an active event type. */
export function listActiveGiftsOfCategory(db: DbOrTx, categoryId: number) {
  return db
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      image_url: gifts.imageUrl,
    })
    .from(gifts)
    .innerJoin(eventCategories, eq(eventCategories.id, gifts.eventCategoryId))
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(
      and(
        eq(gifts.eventCategoryId, categoryId),
        isCatalogueGift,
        eq(gifts.active, true),
        eq(eventCategories.active, true),
        eq(eventTypes.active, true),
      ),
    )
    .orderBy(asc(gifts.id));
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

const giftColumns = {
  id: gifts.id,
  name: gifts.name,
  description: gifts.description,
  price: gifts.price,
  eventCategoryId: gifts.eventCategoryId,
  active: gifts.active,
  imageUrl: gifts.imageUrl,
  createdAt: gifts.createdAt,
  updatedAt: gifts.updatedAt,
};

const giftColumnNames = {
  id: true,
  name: true,
  description: true,
  price: true,
  eventCategoryId: true,
  active: true,
  imageUrl: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** Event types → their categories → their gifts, each level by id, inactive ones included. */
export function listGiftsByEventType(db: DbOrTx) {
  return db.query.eventTypes.findMany({
    columns: { id: true, name: true, imageUrl: true, active: true },
    orderBy: asc(eventTypes.id),
    with: {
      eventCategories: {
        columns: { id: true, name: true },
        orderBy: asc(eventCategories.id),
        with: {
          gifts: {
            columns: giftColumnNames,
            where: isCatalogueGift,
            orderBy: asc(gifts.id),
          },
        },
      },
    },
  });
}

export async function findGift(db: DbOrTx, id: number) {
  const [gift] = await db
    .select(giftColumns)
    .from(gifts)
    .where(and(eq(gifts.id, id), isCatalogueGift));
  return gift;
}

export async function insertGift(db: DbOrTx, values: NewGift) {
  const [created] = await db
    .insert(gifts)
    .values(values)
    .returning({ id: gifts.id });
  return created;
}

/** The updated row's id, or undefined when there is no such gift. */
export async function updateGift(
  db: DbOrTx,
  id: number,
  values: Partial<NewGift>,
) {
  const [updated] = await db
    .update(gifts)
    .set(values)
    .where(eq(gifts.id, id))
    .returning({ id: gifts.id });
  return updated;
}

/** Deletes the gift; event lists drop it (ON DELETE CASCADE). */
export async function deleteGift(db: DbOrTx, id: number) {
  await db.delete(gifts).where(eq(gifts.id, id));
}

const eventCategoryColumns = {
  id: eventCategories.id,
  name: eventCategories.name,
  description: eventCategories.description,
  eventTypeId: eventCategories.eventTypeId,
  active: eventCategories.active,
};

export function listEventCategories(db: DbOrTx) {
  return db
    .select(eventCategoryColumns)
    .from(eventCategories)
    .orderBy(asc(eventCategories.eventTypeId), asc(eventCategories.id));
}

export async function findEventCategory(db: DbOrTx, id: number) {
  const [category] = await db
    .select(eventCategoryColumns)
    .from(eventCategories)
    .where(eq(eventCategories.id, id));
  return category;
}

export async function insertEventCategory(
  db: DbOrTx,
  values: NewEventCategory,
) {
  const [created] = await db
    .insert(eventCategories)
    .values(values)
    .returning({ id: eventCategories.id });
  return created;
}

/** The updated row's id, or undefined when there is no such category. */
export async function updateEventCategory(
  db: DbOrTx,
  id: number,
  values: Partial<NewEventCategory>,
) {
  const [updated] = await db
    .update(eventCategories)
    .set(values)
    .where(eq(eventCategories.id, id))
    .returning({ id: eventCategories.id });
  return updated;
}

/** Deletes the category; its gifts go with it (ON DELETE CASCADE). */
export async function deleteEventCategory(db: DbOrTx, id: number) {
  await db.delete(eventCategories).where(eq(eventCategories.id, id));
}

const eventTypeColumns = {
  id: eventTypes.id,
  name: eventTypes.name,
  description: eventTypes.description,
  imageUrl: eventTypes.imageUrl,
  active: eventTypes.active,
};

export function listEventTypes(db: DbOrTx) {
  return db
    .select(eventTypeColumns)
    .from(eventTypes)
    .orderBy(asc(eventTypes.id));
}

/** Every event type with its categories, both by id. */
export function listEventTypesWithCategories(db: DbOrTx) {
  return db.query.eventTypes.findMany({
    columns: {
      id: true,
      name: true,
      description: true,
      imageUrl: true,
      active: true,
    },
    orderBy: asc(eventTypes.id),
    with: {
      eventCategories: {
        columns: {
          id: true,
          name: true,
          description: true,
          eventTypeId: true,
          active: true,
        },
        orderBy: asc(eventCategories.id),
      },
    },
  });
}

export async function findEventType(db: DbOrTx, id: number) {
  const [eventType] = await db
    .select(eventTypeColumns)
    .from(eventTypes)
    .where(eq(eventTypes.id, id));
  return eventType;
}

export async function insertEventType(db: DbOrTx, values: NewEventType) {
  const [created] = await db
    .insert(eventTypes)
    .values(values)
    .returning({ id: eventTypes.id });
  return created;
}

/** The updated row's id, or undefined when there is no such event type. */
export async function updateEventType(
  db: DbOrTx,
  id: number,
  values: Partial<NewEventType>,
) {
  const [updated] = await db
    .update(eventTypes)
    .set(values)
    .where(eq(eventTypes.id, id))
    .returning({ id: eventTypes.id });
  return updated;
}

/** Deletes the type; its categories and their gifts go with it (ON DELETE CASCADE). */
export async function deleteEventType(db: DbOrTx, id: number) {
  await db.delete(eventTypes).where(eq(eventTypes.id, id));
}

/**
 * True when an event uses one of the categories, or one of their gifts is on an event's list
 * or in an order: removing them would break those events or their history.
 */
export async function areCategoriesInUse(db: DbOrTx, categoryIds: number[]) {
  if (categoryIds.length === 0) return false;
  const giftsOfCategories = db
    .select({ id: gifts.id })
    .from(gifts)
    .where(inArray(gifts.eventCategoryId, categoryIds));
  const { rows } = await db.execute<{ in_use: boolean }>(sql`
    select exists (
      select 1 from ${events} where ${inArray(events.eventCategoryId, categoryIds)}
    ) or exists (
      select 1 from ${eventGifts} where ${inArray(eventGifts.giftId, giftsOfCategories)}
    ) or exists (
      select 1 from ${orderItems} where ${inArray(orderItems.giftId, giftsOfCategories)}
    ) as in_use`);
  return rows[0]?.in_use === true;
}

export async function categoryIdsOfType(db: DbOrTx, eventTypeId: number) {
  const rows = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.eventTypeId, eventTypeId));
  return rows.map((row) => row.id);
}

/** Image URLs of the gifts of these categories (removed with them). */
export async function giftImageUrlsOfCategories(
  db: DbOrTx,
  categoryIds: number[],
) {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ imageUrl: gifts.imageUrl })
    .from(gifts)
    .where(inArray(gifts.eventCategoryId, categoryIds));
  return rows.flatMap((row) => (row.imageUrl ? [row.imageUrl] : []));
}

/** True when a gift, an event type or an order item still shows this image. */
export async function isImageReferenced(db: DbOrTx, url: string) {
  const { rows } = await db.execute<{ referenced: boolean }>(sql`
    select exists (
      select 1 from ${gifts} where ${eq(gifts.imageUrl, url)}
    ) or exists (
      select 1 from ${eventTypes} where ${eq(eventTypes.imageUrl, url)}
    ) or exists (
      select 1 from ${orderItems} where ${eq(orderItems.giftImageUrl, url)}
    ) as referenced`);
  return rows[0]?.referenced === true;
}

/** True when the gift was bought in an order (its id is kept by the order's items). */
export async function isGiftOrdered(db: DbOrTx, giftId: number) {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.giftId, giftId))
    .limit(1);
  return row !== undefined;
}

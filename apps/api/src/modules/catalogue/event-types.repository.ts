import {
  type DbOrTx,
  eventCategories,
  eventGifts,
  events,
  eventTypes,
  gifts,
  type NewEventCategory,
  type NewEventType,
  orderItems,
  oneRow,
} from '@celebra/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';

// Event types and their categories as the back office edits them, and the checks before a delete.

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
  const created = oneRow(
    await db
      .insert(eventCategories)
      .values(values)
      .returning({ id: eventCategories.id }),
  );
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
  const created = oneRow(
    await db.insert(eventTypes).values(values).returning({ id: eventTypes.id }),
  );
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

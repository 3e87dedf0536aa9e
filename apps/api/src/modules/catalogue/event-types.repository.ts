import {
  type DbOrTx,
  eventCategories,
  eventGifts,
  events,
  eventTypes,
  gifts,
  orderItems,
} from '@celebra/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsById } from '../../lib/rows';

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

/**
 * Updating answers the id, undefined when there is no such category; deleting removes its gifts
 * (ON DELETE CASCADE).
 */
export const {
  find: findEventCategory,
  insert: insertEventCategory,
  update: updateEventCategory,
  remove: deleteEventCategory,
} = rowsById(eventCategories, eventCategoryColumns);

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

/**
 * Updating answers the id, undefined when there is no such type; deleting removes its categories
 * and their gifts (ON DELETE CASCADE).
 */
export const {
  find: findEventType,
  insert: insertEventType,
  update: updateEventType,
  remove: deleteEventType,
} = rowsById(eventTypes, eventTypeColumns);

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

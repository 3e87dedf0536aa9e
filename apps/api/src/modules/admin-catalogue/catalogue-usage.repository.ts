import {
  type DbOrTx,
  eventCategories,
  eventGifts,
  events,
  eventTypes,
  gifts,
  orderItems,
} from '@celebra/db';
import { eq, inArray, sql } from 'drizzle-orm';

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

import {
  type DbOrTx,
  eventCategories,
  eventTypes,
  gifts,
  type NewGift,
  orderItems,
  oneRow,
} from '@celebra/db';
import { and, asc, eq } from 'drizzle-orm';
import { isCatalogueGift } from '../../lib/active-gifts';

// The catalogue's gifts as the back office edits them (inactive ones included).

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
  const created = oneRow(
    await db.insert(gifts).values(values).returning({ id: gifts.id }),
  );
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

/** True when the gift was bought in an order (its id is kept by the order's items). */
export async function isGiftOrdered(db: DbOrTx, giftId: number) {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.giftId, giftId))
    .limit(1);
  return row !== undefined;
}

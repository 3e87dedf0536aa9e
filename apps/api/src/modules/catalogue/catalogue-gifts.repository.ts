import {
  type DbOrTx,
  eventCategories,
  eventTypes,
  gifts,
  orderItems,
} from '@celebra/db';
import { and, asc, eq } from 'drizzle-orm';
import { isCatalogueGift } from '../../lib/active-gifts';
import { firstRow, hasRow, rowsById } from '../../lib/rows';

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

export function findGift(db: DbOrTx, id: number) {
  return firstRow(
    db
      .select(giftColumns)
      .from(gifts)
      .where(and(eq(gifts.id, id), isCatalogueGift)),
  );
}

/**
 * Updating answers the id, undefined when there is no such gift; deleting drops it from event
 * lists (ON DELETE CASCADE).
 */
export const {
  insert: insertGift,
  update: updateGift,
  remove: deleteGift,
} = rowsById(gifts, giftColumns);

/** True when the gift was bought in an order (its id is kept by the order's items). */
export function isGiftOrdered(db: DbOrTx, giftId: number) {
  return hasRow(
    db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.giftId, giftId))
      .limit(1),
  );
}

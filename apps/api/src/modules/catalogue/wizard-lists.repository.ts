import { type DbOrTx, eventCategories, eventTypes, gifts } from '@celebra/db';
import { and, asc, eq } from 'drizzle-orm';
import { isCatalogueGift } from '../../lib/active-gifts';

// What the registration wizard offers: active records only.

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

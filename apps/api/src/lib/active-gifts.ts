import { type DbOrTx, gifts } from '@celebra/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

/** A gift of the catalogue, not a host's own free-value or shared gift. */
export const isCatalogueGift = isNull(gifts.eventId);

/** Of `giftIds`, the active catalogue gifts in one of `categoryIds` (what an event's list may hold). */
export async function findActiveGiftIds(
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
        isCatalogueGift,
        eq(gifts.active, true),
      ),
    );
  return rows.map((row) => row.id);
}

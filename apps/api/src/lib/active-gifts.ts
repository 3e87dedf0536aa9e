import { type DbOrTx, gifts } from '@celebra/db';
import { and, eq, inArray } from 'drizzle-orm';

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
        eq(gifts.active, true),
      ),
    );
  return rows.map((row) => row.id);
}

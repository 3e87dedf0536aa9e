import {
  type DbOrTx,
  eventGifts,
  gifts,
  type NewGift,
  oneRow,
} from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/** The columns a host's own gift is written with. */
export type OwnGiftValues = Pick<
  NewGift,
  'kind' | 'name' | 'price' | 'shareCount' | 'suggestedAmounts'
>;

/** An active free-value or shared gift the event owns. */
export function findOwnGift(db: DbOrTx, eventId: number, giftId: number) {
  return firstRow(
    db
      .select({
        id: gifts.id,
        kind: gifts.kind,
        imageUrl: gifts.imageUrl,
        price: gifts.price,
        shareCount: gifts.shareCount,
      })
      .from(gifts)
      .where(
        and(
          eq(gifts.id, giftId),
          eq(gifts.eventId, eventId),
          eq(gifts.active, true),
        ),
      ),
  );
}

/** Inserts the gift in the event's category and puts it at the end of the event's list. */
export async function insertOwnGift(
  tx: DbOrTx,
  event: { id: number; eventCategoryId: number },
  values: OwnGiftValues & { imageUrl: string | undefined },
): Promise<number> {
  const row = oneRow(
    await tx
      .insert(gifts)
      .values({
        ...values,
        eventId: event.id,
        eventCategoryId: event.eventCategoryId,
      })
      .returning({ id: gifts.id }),
  );
  await tx.insert(eventGifts).values({ eventId: event.id, giftId: row.id });
  return row.id;
}

/** `imageUrl` undefined keeps the stored picture. */
export async function updateOwnGift(
  tx: DbOrTx,
  giftId: number,
  values: OwnGiftValues & { imageUrl: string | undefined },
) {
  await tx.update(gifts).set(values).where(eq(gifts.id, giftId));
}

/** Hides a gift bought in orders (kept for their history). */
export async function deactivateOwnGift(db: DbOrTx, giftId: number) {
  await db.update(gifts).set({ active: false }).where(eq(gifts.id, giftId));
}

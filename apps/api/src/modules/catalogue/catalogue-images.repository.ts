import { type DbOrTx, eventTypes, gifts, orderItems } from '@celebra/db';
import { eq, sql } from 'drizzle-orm';

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

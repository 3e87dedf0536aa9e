import { type Db, type DbOrTx, orderItems, orders } from '@celebra/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { countGiftShares, countsOf, lockGifts } from '../../lib/gift-shares';

/**
 * Holds a PENDING order's shares again until `until` (a new Pix charge once the last one
 * expired, or a payment opened again), checked as a purchase is: under the gifts' lock,
 * counting the others' shares at `now`. While its own hold is live the order keeps its shares;
 * once it lapsed they may have been taken, and then 409 with `refusal` (the shares left) and
 * nothing changes: the order never sells a share twice. Answers whether the order holds
 * shares (its event's site is told then).
 */
export async function holdSharesAgain(
  db: Db,
  order: { id: number; until: Date; now: Date },
  refusal: (remaining: number) => string,
): Promise<boolean> {
  const { id: orderId, until, now } = order;
  const items = await db
    .select({ giftId: orderItems.giftId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.giftKind, 'shares'),
        isNotNull(orderItems.giftId),
      ),
    );
  if (items.length === 0) return false;
  const ids = items.map((item) => item.giftId as number);
  await db.transaction(async (tx) => {
    const locked = await lockGifts(tx, ids);
    const [order] = await tx
      .select({ heldUntil: orders.sharesHeldUntil })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    const stillHeld = order?.heldUntil && order.heldUntil > now;
    if (!stillHeld) {
      const counts = await countGiftShares(tx, ids, now);
      for (const { giftId, quantity } of items) {
        const shareCount = locked.get(giftId as number)?.shareCount;
        if (!shareCount) continue;
        const remaining = Math.max(
          0,
          shareCount - countsOf(counts, giftId as number).taken,
        );
        if (quantity > remaining)
          throw new AppError('CONFLICT', refusal(remaining));
      }
    }
    await setSharesHeldUntil(tx, orderId, until);
  });
  return true;
}

/** The order's shares held until `until` (`now`: freed at once, as when its payment failed). */
export async function setSharesHeldUntil(
  db: DbOrTx,
  orderId: number,
  until: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ sharesHeldUntil: until })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')));
}

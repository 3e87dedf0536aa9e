import type { GiftShares } from '@celebra/contracts';
import { type DbOrTx, gifts, orderItems, orders } from '@celebra/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/** Shares of one gift held by orders: `taken` by PENDING or APPROVED ones, `paid` by APPROVED. */
export interface ShareCounts {
  taken: number;
  paid: number;
}

const NONE: ShareCounts = { taken: 0, paid: 0 };

/**
 * The shares of these gifts held by orders, the one query behind every share count (public
 * event, host list, purchase check, host edit). A PENDING order holds its shares until it is
 * approved, refused, cancelled or expired by the sweep (ORDER_EXPIRY_HOURS); what changes
 * these counts is an order's creation, its settlement and its expiry.
 */
export async function countGiftShares(
  db: DbOrTx,
  giftIds: readonly number[],
): Promise<Map<number, ShareCounts>> {
  if (giftIds.length === 0) return new Map();
  const rows = await db
    .select({
      giftId: orderItems.giftId,
      taken: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      paid: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orders.status} = 'APPROVED'), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.giftId, [...giftIds]),
        inArray(orders.status, ['PENDING', 'APPROVED']),
      ),
    )
    .groupBy(orderItems.giftId);
  return new Map(
    rows.map((row) => [
      row.giftId as number,
      { taken: Number(row.taken), paid: Number(row.paid) },
    ]),
  );
}

/** The counts of one gift (0 when no order holds it). */
export function countsOf(
  counts: Map<number, ShareCounts>,
  giftId: number,
): ShareCounts {
  return counts.get(giftId) ?? NONE;
}

/** A shared gift's shares as the site shows them. */
export function giftSharesView(
  shareCount: number,
  counts: ShareCounts,
): GiftShares {
  return {
    count: shareCount,
    remaining: Math.max(0, shareCount - counts.taken),
    paid: counts.paid,
    complete: counts.paid >= shareCount,
  };
}

/** A gift row as it stands under its lock. */
export interface LockedGift {
  price: number;
  shareCount: number | null;
  active: boolean;
}

/**
 * Holds these gift rows until the transaction ends (SELECT … FOR UPDATE, in id order so two
 * purchases never wait on each other crosswise): purchases of the same shared gift run one at
 * a time across every api instance, each counting the shares the one before committed.
 * Answers each locked gift's price, share count and whether it is active as they stand under
 * the lock (a deleted gift is missing).
 */
export async function lockGifts(
  tx: DbOrTx,
  giftIds: readonly number[],
): Promise<Map<number, LockedGift>> {
  if (giftIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: gifts.id,
      price: gifts.price,
      shareCount: gifts.shareCount,
      active: gifts.active,
    })
    .from(gifts)
    .where(inArray(gifts.id, [...giftIds]))
    .orderBy(asc(gifts.id))
    .for('update');
  return new Map(rows.map(({ id, ...gift }) => [id, gift]));
}

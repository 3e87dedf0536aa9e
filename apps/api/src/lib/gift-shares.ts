import type { GiftShares, HostGiftShares } from '@celebra/contracts';
import { type DbOrTx, gifts, orderItems, orders } from '@celebra/db';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';

/**
 * Shares of one gift held by orders at one instant: `taken` by APPROVED orders and by PENDING
 * ones whose hold is live, `paid` by APPROVED ones, `held` by those PENDING ones; `heldUntil`
 * is when the last of the held shares is freed, `nextRelease` when the first is (null when
 * none is held).
 */
export interface ShareCounts {
  taken: number;
  paid: number;
  held: number;
  heldUntil: Date | null;
  nextRelease: Date | null;
}

const NONE: ShareCounts = {
  taken: 0,
  paid: 0,
  held: 0,
  heldUntil: null,
  nextRelease: null,
};

/** A PENDING order whose shares are still held at `now` (it can still be paid). */
const holdsSharesAt = (now: Date) =>
  and(eq(orders.status, 'PENDING'), gt(orders.sharesHeldUntil, now));

/**
 * The shares of these gifts held by orders at `now`, the one query behind every share count
 * (public event, host list, purchase check, host edit). An APPROVED order holds its shares for
 * good; a PENDING one only until `shares_held_until` (its Pix charge's expiry, or the card
 * checkout's bounded time): after it they are free for others at once, whatever the order's
 * own expiry. What changes these counts is an order's creation, a new Pix charge, its
 * settlement, and the end of a hold (the public site is told then: docs/money.md).
 */
export async function countGiftShares(
  db: DbOrTx,
  giftIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, ShareCounts>> {
  if (giftIds.length === 0) return new Map();
  const approved = sql`${orders.status} = 'APPROVED'`;
  const rows = await db
    .select({
      giftId: orderItems.giftId,
      taken: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
      paid: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${approved}), 0)::int`,
      heldUntil: sql<Date | null>`max(${orders.sharesHeldUntil}) filter (where not ${approved})`,
      nextRelease: sql<Date | null>`min(${orders.sharesHeldUntil}) filter (where not ${approved})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.giftId, [...giftIds]),
        or(eq(orders.status, 'APPROVED'), holdsSharesAt(now)),
      ),
    )
    .groupBy(orderItems.giftId);
  return new Map(
    rows.map((row) => {
      const taken = Number(row.taken);
      const paid = Number(row.paid);
      return [
        row.giftId as number,
        {
          taken,
          paid,
          held: taken - paid,
          heldUntil: toDate(row.heldUntil),
          nextRelease: toDate(row.nextRelease),
        },
      ];
    }),
  );
}

/** An aggregate of timestamps comes back as text from raw SQL. */
const toDate = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** The counts of one gift (nothing when no order holds it). */
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

/** A shared gift's shares as the host sees them: with the held ones and when they are freed. */
export function hostGiftSharesView(
  shareCount: number,
  counts: ShareCounts,
): HostGiftShares {
  return {
    ...giftSharesView(shareCount, counts),
    held: counts.held,
    heldUntil: counts.heldUntil?.toISOString() ?? null,
  };
}

/** What the public site shows of the host's view of a gift's shares (not the holds). */
export const publicGiftShares = ({
  held: _held,
  heldUntil: _heldUntil,
  ...shares
}: HostGiftShares): GiftShares => shares;

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

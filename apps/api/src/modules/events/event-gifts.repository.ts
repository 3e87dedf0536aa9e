import type { EventGift } from '@celebra/contracts';
import { type DbOrTx, eventGifts, gifts } from '@celebra/db';
import { and, asc, eq, type Placeholder } from 'drizzle-orm';
import {
  countGiftShares,
  countsOf,
  hostGiftSharesView,
} from '../../lib/gift-shares';

/* ---------- the event's gift list ---------- */

/**
 * The event's gift list, in the order the gifts were added; gifts deactivated in the
 * catalogue left out. The one query of the list, for the public site and the host's list
 * (and, with a placeholder, the purchase's prepared statement).
 */
export function listActiveEventGifts(
  db: DbOrTx,
  eventId: number | Placeholder,
) {
  return db
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      imageUrl: gifts.imageUrl,
      kind: gifts.kind,
      shareCount: gifts.shareCount,
      suggestedAmounts: gifts.suggestedAmounts,
      ownerEventId: gifts.eventId,
    })
    .from(eventGifts)
    .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
    .where(and(eq(eventGifts.eventId, eventId), eq(gifts.active, true)))
    .orderBy(asc(eventGifts.id));
}

/** The event's gift list with its shares, and when the next hold of a share ends. */
export interface EventGiftsWithShares {
  gifts: EventGift[];
  /** The end of the earliest hold among its shared gifts (what the site shows changes then). */
  nextRelease: Date | null;
}

/**
 * The event's gift list as the public site and the host see it at `now`: each shared gift
 * with its shares (count, remaining, paid, complete, and for the host the held ones and when
 * they are freed) from countGiftShares, the one share count. What a guest sees here changes
 * with the list's edits and with every order of a shared gift: its creation or a new Pix
 * charge (shares held), its settlement (paid, or released when refused or cancelled) and the
 * end of its hold (released at `nextRelease`).
 */
export async function readEventGiftsWithShares(
  db: DbOrTx,
  eventId: number,
  now: Date = new Date(),
): Promise<EventGiftsWithShares> {
  const rows = await listActiveEventGifts(db, eventId);
  const counts = await countGiftShares(
    db,
    rows.filter((row) => row.kind === 'shares').map((row) => row.id),
    now,
  );
  let nextRelease: Date | null = null;
  for (const { nextRelease: release } of counts.values())
    if (release && (!nextRelease || release < nextRelease))
      nextRelease = release;
  const gifts = rows.map(({ shareCount, ownerEventId, ...gift }) => ({
    ...gift,
    own: ownerEventId !== null,
    shares:
      gift.kind === 'shares' && shareCount
        ? hostGiftSharesView(shareCount, countsOf(counts, gift.id))
        : null,
  }));
  return { gifts, nextRelease };
}

/** The event's gift list with its shares now (readEventGiftsWithShares). */
export async function listEventGiftsWithShares(
  db: DbOrTx,
  eventId: number,
): Promise<EventGift[]> {
  return (await readEventGiftsWithShares(db, eventId)).gifts;
}

import {
  type FreeAmountLimits,
  freeAmountProblem,
  type GiftKind,
  giftLine,
  messages,
  type PurchaseBody,
  PURCHASE_MAX_QUANTITY,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { DbOrTx } from '@celebra/db';
import { fieldError } from '../../errors/app-error';
import { countGiftShares, countsOf, lockGifts } from '../../lib/gift-shares';

/** A gift of the event's list as the purchase reads it. */
export interface ListedGift {
  id: number;
  name: string;
  price: number;
  imageUrl: string | null;
  kind: GiftKind;
  shareCount: number | null;
}

/** One priced line of an order: what is snapshotted in its order item. */
export interface PricedLine {
  gift: ListedGift;
  /** Units, shares, or 1 for a free-value gift. */
  quantity: number;
  /** Price of a unit, of a share, or the free amount (centavos). */
  unitPrice: number;
  /**
   * The unit or share price the guest saw (`expectedPrice` of the purchase line); for a
   * free-value gift, the amount the guest typed.
   */
  expectedPrice: number | undefined;
}

const validation = (message: string) =>
  fieldError('VALIDATION', 'items', message);

const conflict = (message: string) => fieldError('CONFLICT', 'items', message);

/**
 * The one rule of the price the guest saw: a line is charged only at the unit or share price
 * its purchase line carries; any other price answers 409 'O valor deste presente mudou. Confira
 * o novo valor.' (the site reloads the list and the guest sees the new price). priceLines runs
 * it on a fixed gift's priced row, reserveShares on a shared gift's row under its lock.
 */
function assertPriceSeen(expectedPrice: number | undefined, price: number) {
  if (expectedPrice !== price) throw conflict(apiTexts.server.giftPriceChanged);
}

/**
 * Prices the cart from the database, never from the client: repeated ids of a fixed or
 * shared gift are merged (their quantities added); a free-value gift is given once per order
 * with an amount within `limits`; each line is priced by giftLine of @celebra/contracts (the
 * rule the guest cart and the seed run too). A gift no longer on the event's active list
 * answers 409, and so does a fixed gift whose price is not the one the guest saw. A shared
 * gift's price seen and its shares left are checked by reserveShares, under the gift's lock.
 */
export function priceLines(
  items: PurchaseBody['items'],
  listed: readonly ListedGift[],
  limits: FreeAmountLimits,
): PricedLine[] {
  const byId = new Map(listed.map((gift) => [gift.id, gift]));
  const lines = new Map<number, PricedLine>();
  for (const item of items) {
    const gift = byId.get(item.id);
    if (!gift) throw conflict(apiTexts.server.giftUnavailable);
    const earlier = lines.get(gift.id);
    if (gift.kind === 'free') {
      if (earlier || item.quantity !== 1)
        throw validation(apiTexts.giftKinds.freeAmountOnce);
      const problem = freeAmountProblem(item.amount, limits);
      if (problem) throw validation(problem);
      const amount = item.amount as number;
      lines.set(gift.id, {
        gift,
        quantity: 1,
        unitPrice: giftLine({ kind: 'free', amount }).price,
        expectedPrice: amount,
      });
      continue;
    }
    if (item.expectedPrice === undefined)
      throw validation(messages.server.expectedPriceInvalid);
    // Every line of a repeated id must carry the price the first one did.
    if (earlier) assertPriceSeen(earlier.expectedPrice, item.expectedPrice);
    const quantity = (earlier?.quantity ?? 0) + item.quantity;
    if (quantity > PURCHASE_MAX_QUANTITY)
      throw validation(messages.server.quantityInvalid);
    const line =
      gift.kind === 'shares' && gift.shareCount
        ? giftLine({
            kind: 'shares',
            price: gift.price,
            shareCount: gift.shareCount,
            quantity,
          })
        : giftLine({ kind: 'fixed', price: gift.price, quantity });
    if (gift.kind !== 'shares') assertPriceSeen(item.expectedPrice, line.price);
    lines.set(gift.id, {
      gift,
      quantity,
      unitPrice: line.price,
      expectedPrice: item.expectedPrice,
    });
  }
  return [...lines.values()];
}

/** The lines of gifts in shares (whose purchase reserves shares). */
export const sharedLines = (lines: readonly PricedLine[]): PricedLine[] =>
  lines.filter((line) => line.gift.kind === 'shares');

/**
 * Inside the purchase's transaction: locks the shared gifts of the order (SELECT … FOR UPDATE)
 * and refuses with 409 more shares than remain at `now`, counting those of every APPROVED
 * order and of every PENDING one whose hold is live (a lapsed hold frees its shares at once). Concurrent purchases of one gift, on any api instance, queue on the lock, so the
 * shares sold never exceed the gift's count. A share price, under the lock, other than the one
 * the guest saw answers 409 'O valor deste presente mudou. …'; a gift gone since the cart was
 * priced, or a share count changed, answers 409 too (the guest reloads and sees the new shares).
 */
export async function reserveShares(
  tx: DbOrTx,
  shared: readonly PricedLine[],
  now: Date,
): Promise<void> {
  const ids = shared.map((line) => line.gift.id);
  const locked = await lockGifts(tx, ids);
  const counts = await countGiftShares(tx, ids, now);
  for (const { gift, quantity, expectedPrice } of shared) {
    const row = locked.get(gift.id);
    if (!row?.active || !row.shareCount)
      throw conflict(apiTexts.server.giftUnavailable);
    const { shareCount } = row;
    assertPriceSeen(
      expectedPrice,
      giftLine({ kind: 'shares', price: row.price, shareCount, quantity })
        .price,
    );
    const remaining = Math.max(0, shareCount - countsOf(counts, gift.id).taken);
    const unchanged =
      row.price === gift.price && shareCount === gift.shareCount;
    if (!unchanged) throw conflict(apiTexts.giftKinds.sharesChanged);
    if (quantity > remaining)
      throw conflict(apiTexts.giftKinds.sharesUnavailable(remaining));
  }
}

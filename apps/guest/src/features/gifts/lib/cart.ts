import {
  type AmountLine,
  amountsOfTotal,
  CART_DEFAULT_QUANTITY,
  giftLine,
  linesTotal,
  type PublicGift,
  type PurchaseItem,
} from '@celebra/contracts';
import { guestLimits } from '../../../config/limits';

/** A gift in the cart: units, shares, or (free-value gift) the `amount` in centavos, once. */
export type CartItem = PublicGift & { quantity: number; amount?: number };

/** What the guest chose for a gift: how many shares of a shared gift, the amount of a free one. */
export type GiftPick = { quantity?: number; amount?: number };

export type CartAction =
  | { type: 'add'; gift: PublicGift; pick?: GiftPick }
  | { type: 'setQuantity'; id: number; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'clear' }
  | { type: 'refresh'; gifts: PublicGift[] };

/** The quantity typed in the cart: an integer, 1 when it is not a positive number, at most the purchase limit. */
export const parseQuantity = (input: string): number => {
  const parsed = Number.parseInt(input, 10);
  if (!Number.isFinite(parsed) || parsed < 1) return CART_DEFAULT_QUANTITY;
  return Math.min(parsed, guestLimits.purchaseMaxQuantity);
};

/**
 * Adding a fixed-price gift already in the cart adds one unit; a free-value gift's new amount
 * replaces the one in the cart; a shared gift's chosen shares replace those in the cart, at
 * most the shares left.
 */
export const cartReducer = (
  items: CartItem[],
  action: CartAction,
): CartItem[] => {
  switch (action.type) {
    case 'add': {
      const { gift, pick } = action;
      const existing = items.find((item) => item.id === gift.id);
      if (gift.kind === 'free') {
        // A free-value gift is given once: a new amount replaces the one in the cart.
        const added = { ...gift, quantity: 1, amount: pick?.amount };
        return existing
          ? items.map((item) => (item.id === gift.id ? added : item))
          : [...items, added];
      }
      const wanted = pick?.quantity ?? CART_DEFAULT_QUANTITY;
      if (!existing)
        return [...items, { ...gift, quantity: clampQuantity(gift, wanted) }];
      const quantity =
        gift.kind === 'shares' ? wanted : existing.quantity + wanted;
      return items.map((item) =>
        item.id === gift.id
          ? { ...item, quantity: clampQuantity(item, quantity) }
          : item,
      );
    }
    case 'setQuantity':
      return items.map((item) =>
        item.id === action.id && item.kind !== 'free'
          ? { ...item, quantity: clampQuantity(item, action.quantity) }
          : item,
      );
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'clear':
      return [];
    case 'refresh':
      return refreshCart(items, action.gifts);
  }
};

/** Most units of a gift in the cart: the purchase limit, or the shares left of a shared gift. */
export const maxQuantityOf = (gift: PublicGift): number =>
  gift.shares
    ? Math.min(gift.shares.remaining, guestLimits.purchaseMaxQuantity)
    : guestLimits.purchaseMaxQuantity;

const clampQuantity = (gift: PublicGift, quantity: number) =>
  Math.max(1, Math.min(quantity, maxQuantityOf(gift)));

/** The order line of a cart item, priced by giftLine (the api's rule). */
export const lineOf = (item: CartItem): AmountLine => {
  if (item.kind === 'free')
    return giftLine({ kind: 'free', amount: item.amount ?? 0 });
  if (item.kind === 'shares' && item.shares)
    return giftLine({
      kind: 'shares',
      price: item.price,
      shareCount: item.shares.count,
      quantity: item.quantity,
    });
  return giftLine({
    kind: 'fixed',
    price: item.price,
    quantity: item.quantity,
  });
};

/**
 * What the purchase sends for a cart item: a free-value gift's amount, else the quantity and
 * the unit or share price the cart shows (`expectedPrice`: the api charges only that price and
 * answers 409 when the gift's price changed since).
 */
export const purchaseItemOf = (item: CartItem): PurchaseItem =>
  item.kind === 'free'
    ? { id: item.id, quantity: 1, amount: item.amount }
    : {
        id: item.id,
        quantity: item.quantity,
        expectedPrice: lineOf(item).price,
      };

/** Σ line price × quantity, in centavos. */
export const cartTotal = (items: CartItem[]) => linesTotal(items.map(lineOf));

/** Gifts in the cart: units of fixed-price gifts, one for each shared or free-value gift. */
export const cartCount = (items: CartItem[]) =>
  items.reduce(
    (sum, item) => sum + (item.kind === 'fixed' ? item.quantity : 1),
    0,
  );

/** The platform fee of `total` at `bps` basis points, as the api charges it. */
export { platformFee } from '@celebra/contracts';

/** What the guest pays: the gifts, plus the fee when the host passes it on. */
export const amountToPay = (
  total: number,
  bps: number,
  guestPaysFee: boolean,
) => amountsOfTotal(total, bps, guestPaysFee).chargedAmount;

const isStoredItem = (
  value: unknown,
): value is { id: number; quantity: number; amount?: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'quantity' in value &&
  typeof value.id === 'number' &&
  typeof value.quantity === 'number';

/**
 * The cart saved in this tab, kept only for gifts the event still offers, with their current
 * name, price and image; unreadable data gives an empty cart.
 */
export const restoreCart = (
  saved: string | null,
  gifts: PublicGift[],
): CartItem[] => {
  if (!saved) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return keepOffered(parsed.filter(isStoredItem), gifts);
};

/**
 * The cart once the event's gift list was read again (after a purchase answered that a price
 * changed or a gift is gone): each gift with its current name, price and shares left; a gift
 * the event no longer offers, or with no share left, is dropped.
 */
export const refreshCart = (
  items: CartItem[],
  gifts: PublicGift[],
): CartItem[] => keepOffered(items, gifts);

const keepOffered = (
  stored: { id: number; quantity: number; amount?: unknown }[],
  gifts: PublicGift[],
): CartItem[] =>
  stored.flatMap((saved): CartItem[] => {
    const gift = gifts.find((candidate) => candidate.id === saved.id);
    if (!gift) return [];
    if (gift.kind === 'free')
      return typeof saved.amount === 'number' &&
        Number.isInteger(saved.amount) &&
        saved.amount > 0
        ? [{ ...gift, quantity: 1, amount: saved.amount }]
        : [];
    if (gift.shares && gift.shares.remaining === 0) return [];
    return [
      {
        ...gift,
        quantity: clampQuantity(gift, parseQuantity(String(saved.quantity))),
      },
    ];
  });

/** What is saved: ids, quantities and free amounts (names and prices come from the event on restore). */
export const serializeCart = (items: CartItem[]) =>
  JSON.stringify(
    items.map(({ id, quantity, amount }) => ({ id, quantity, amount })),
  );

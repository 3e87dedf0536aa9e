import {
  amountsOfTotal,
  CART_DEFAULT_QUANTITY,
  linesTotal,
  type PublicGift,
} from '@celebra/contracts';
import { guestLimits } from '../../../config/limits';

export type CartItem = PublicGift & { quantity: number };

export type CartAction =
  | { type: 'add'; gift: PublicGift }
  | { type: 'setQuantity'; id: number; quantity: number }
  | { type: 'remove'; id: number }
  | { type: 'clear' };

/** The quantity typed in the cart: an integer, 1 when it is not a positive number, at most the purchase limit. */
export const parseQuantity = (input: string): number => {
  const parsed = Number.parseInt(input, 10);
  if (!Number.isFinite(parsed) || parsed < 1) return CART_DEFAULT_QUANTITY;
  return Math.min(parsed, guestLimits.purchaseMaxQuantity);
};

/** Adding a gift already in the cart increases its quantity. */
export const cartReducer = (
  items: CartItem[],
  action: CartAction,
): CartItem[] => {
  switch (action.type) {
    case 'add': {
      const existing = items.find((item) => item.id === action.gift.id);
      if (!existing)
        return [...items, { ...action.gift, quantity: CART_DEFAULT_QUANTITY }];
      return items.map((item) =>
        item.id === action.gift.id
          ? {
              ...item,
              quantity: Math.min(
                item.quantity + 1,
                guestLimits.purchaseMaxQuantity,
              ),
            }
          : item,
      );
    }
    case 'setQuantity':
      return items.map((item) =>
        item.id === action.id ? { ...item, quantity: action.quantity } : item,
      );
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'clear':
      return [];
  }
};

/** Σ price × quantity, in centavos. */
export const cartTotal = (items: CartItem[]) => linesTotal(items);

export const cartCount = (items: CartItem[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0);

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
): value is { id: number; quantity: number } =>
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
  return parsed.filter(isStoredItem).flatMap((stored) => {
    const gift = gifts.find((candidate) => candidate.id === stored.id);
    return gift
      ? [{ ...gift, quantity: parseQuantity(String(stored.quantity)) }]
      : [];
  });
};

/** What is saved: ids and quantities (names and prices come from the event on restore). */
export const serializeCart = (items: CartItem[]) =>
  JSON.stringify(items.map(({ id, quantity }) => ({ id, quantity })));

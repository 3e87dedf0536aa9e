import type { PaymentMethod } from '@celebra/contracts';

/** How long a checkout left unpaid is kept in the browser after its last change. */
export const CHECKOUT_KEEP_MS = 24 * 60 * 60 * 1000;

/** What the guest typed in 'Presentes Selecionados'. */
export type CheckoutFields = {
  guestName: string;
  guestContact: string;
  guestNote: string;
  paymentMethod: PaymentMethod;
};

/**
 * The purchase sent last and its Idempotency-Key: sending the same cart again answers that
 * order (`orderId`, once answered) instead of making a second one.
 */
export type CheckoutAttempt = { cart: string; key: string; orderId?: number };

/** The Pix order the guest opened and has not paid yet. */
export type PendingPix = { orderId: number; token: string };

/**
 * The guest's checkout of one site, kept in this browser only (localStorage) until the order is
 * paid or CHECKOUT_KEEP_MS after its last change: the cart (ids, quantities, free amounts), the
 * fields, the last attempt and the pending Pix.
 */
export type SavedCheckout = {
  savedAt: number;
  cart?: string;
  fields?: CheckoutFields;
  attempt?: CheckoutAttempt;
  pendingPix?: PendingPix;
};

const storageKey = (slug: string) => `celebra:checkout:${slug}`;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isFields = (value: unknown): value is CheckoutFields =>
  isObject(value) &&
  typeof value['guestName'] === 'string' &&
  typeof value['guestContact'] === 'string' &&
  typeof value['guestNote'] === 'string' &&
  (value['paymentMethod'] === 'PIX' || value['paymentMethod'] === 'CARD');

const isAttempt = (value: unknown): value is CheckoutAttempt =>
  isObject(value) &&
  typeof value['cart'] === 'string' &&
  typeof value['key'] === 'string';

const isPendingPix = (value: unknown): value is PendingPix =>
  isObject(value) &&
  Number.isInteger(value['orderId']) &&
  typeof value['token'] === 'string';

/** The checkout saved for `slug`; an expired or unreadable one is erased and reads as empty. */
export const readCheckout = (
  slug: string,
  now: number = Date.now(),
): SavedCheckout => {
  const store = storage();
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(storageKey(slug)) ?? 'null');
  } catch {
    parsed = null;
  }
  if (
    !isObject(parsed) ||
    typeof parsed['savedAt'] !== 'number' ||
    now - parsed['savedAt'] > CHECKOUT_KEEP_MS
  ) {
    if (parsed !== null) clearCheckout(slug);
    return { savedAt: now };
  }
  return {
    savedAt: parsed['savedAt'],
    cart: typeof parsed['cart'] === 'string' ? parsed['cart'] : undefined,
    fields: isFields(parsed['fields']) ? parsed['fields'] : undefined,
    attempt: isAttempt(parsed['attempt']) ? parsed['attempt'] : undefined,
    pendingPix: isPendingPix(parsed['pendingPix'])
      ? parsed['pendingPix']
      : undefined,
  };
};

/**
 * Changes part of the saved checkout (an `undefined` part is dropped) and renews its expiry;
 * saving what is already saved changes nothing.
 */
export const saveCheckout = (
  slug: string,
  change: Partial<Omit<SavedCheckout, 'savedAt'>>,
) => {
  const saved = readCheckout(slug);
  const changed = (Object.keys(change) as Array<keyof typeof change>).some(
    (part) => JSON.stringify(change[part]) !== JSON.stringify(saved[part]),
  );
  if (!changed) return;
  const next = { ...saved, ...change, savedAt: Date.now() };
  const empty = !next.cart && !next.fields && !next.attempt && !next.pendingPix;
  try {
    if (empty) storage()?.removeItem(storageKey(slug));
    else storage()?.setItem(storageKey(slug), JSON.stringify(next));
  } catch {
    // Storage full or unavailable (private mode): the checkout lives only in this page.
  }
};

/** Erases the saved checkout (the order was paid). */
export const clearCheckout = (slug: string) => {
  try {
    storage()?.removeItem(storageKey(slug));
  } catch {
    // Nothing saved.
  }
};

/**
 * What the status of order `orderId` means for the checkout saved in this browser, when it is
 * that checkout's order: paid, everything is erased; refused, cancelled or unknown, the cart
 * and the fields stay for 'Tentar novamente' and the next purchase is a new order (new key).
 */
export const settleCheckout = (
  slug: string,
  orderId: number,
  outcome: 'paid' | 'ended',
) => {
  const { attempt, pendingPix } = readCheckout(slug);
  const ours = attempt?.orderId === orderId;
  const pending = pendingPix?.orderId === orderId;
  if (!ours && !pending) return;
  if (outcome === 'paid') clearCheckout(slug);
  else
    saveCheckout(slug, {
      ...(ours ? { attempt: undefined } : {}),
      ...(pending ? { pendingPix: undefined } : {}),
    });
};

import { formatBRL } from '@celebra/format';
import * as messages from '../texts/shared';
import type { GiftKind } from '../orders/order-amounts';

/*
 * The rules of free-value gifts and gifts in shares that the screens run too, kept apart from
 * the schemas so the public site takes them without zod. The schemas (gift-kinds.schema.ts)
 * import from here, never the other way round.
 */

const g = messages.giftKinds;

/** The amounts a guest may give to a free-value gift, in centavos (both inclusive). */
export interface FreeAmountLimits {
  min: number;
  max: number;
}

/** Default bounds of a free-value gift's amount (api env FREE_GIFT_MIN_CENTS / FREE_GIFT_MAX_CENTS). */
export const FREE_GIFT_MIN_CENTS_DEFAULT = 1_000;
export const FREE_GIFT_MAX_CENTS_DEFAULT = 5_000_000;
/** A shared gift is split into 2 to 100 equal shares. */
export const GIFT_SHARES_MIN = 2;
export const GIFT_SHARES_MAX = 100;
/** Most suggested amounts of a free-value gift. */
export const SUGGESTED_AMOUNTS_MAX = 6;
export const OWN_GIFT_NAME_MAX_LENGTH = 120;

/**
 * The one check of a free-value gift's amount, run by the api and the guest site: null when
 * `amount` centavos are within the limits, else the pt-BR message to show.
 */
export function freeAmountProblem(
  amount: number | undefined,
  limits: FreeAmountLimits,
): string | null {
  if (amount === undefined || !Number.isInteger(amount) || amount <= 0)
    return g.freeAmountRequired;
  if (amount < limits.min) return g.freeAmountBelowMin(formatBRL(limits.min));
  if (amount > limits.max) return g.freeAmountAboveMax(formatBRL(limits.max));
  return null;
}

/**
 * The one check of a gift in shares' share price, run by the api and the host's form: a share
 * costs at least what a free-value gift does (`limits.min`), so a guest never pays less for a
 * share than they may give freely. Null when the shares are fine, else the field to fix (the
 * count when fewer shares would do, else the total) and the pt-BR message.
 */
export function sharePriceProblem(
  price: number,
  shareCount: number,
  limits: FreeAmountLimits,
): { field: 'price' | 'shareCount'; message: string } | null {
  if (price >= limits.min * shareCount) return null;
  const mostShares = Math.floor(price / limits.min);
  return mostShares >= GIFT_SHARES_MIN
    ? {
        field: 'shareCount',
        message: g.shareBelowMin(formatBRL(limits.min), mostShares),
      }
    : {
        field: 'price',
        message: g.sharesTotalBelowMin(
          formatBRL(limits.min),
          formatBRL(limits.min * GIFT_SHARES_MIN),
        ),
      };
}

/**
 * How one bought gift reads in a receipt, a cart or a received gift: '2 × Jantar',
 * 'Lua de mel (2 de 10 cotas)' or 'Ajuda para a casa (valor livre)'.
 */
export function giftLineLabel(item: {
  giftName: string;
  quantity: number;
  kind: GiftKind;
  shareCount: number | null;
}): string {
  if (item.kind === 'shares' && item.shareCount)
    return `${item.giftName} (${g.sharesOf(item.quantity, item.shareCount)})`;
  if (item.kind === 'free') return `${item.giftName} (valor livre)`;
  return `${item.quantity} × ${item.giftName}`;
}

/**
 * The kind, shares and amount of a received gift's item, for the host's and the back office's
 * received gifts: 'Em cotas · 2 de 10 cotas · R$ 200,00', 'Valor livre · R$ 150,00',
 * 'Valor fixo · R$ 100,00' (one unit) or 'Valor fixo · 2 × R$ 100,00'.
 */
export function giftKindDetail(item: {
  kind: GiftKind;
  quantity: number;
  unitPrice: number;
  shareCount: number | null;
}): string {
  if (item.kind === 'shares' && item.shareCount)
    return `${g.kindLabels.shares} · ${g.sharesOf(item.quantity, item.shareCount)} · ${formatBRL(item.unitPrice * item.quantity)}`;
  if (item.kind === 'free')
    return `${g.kindLabels.free} · ${formatBRL(item.unitPrice)}`;
  const price = formatBRL(item.unitPrice);
  return `${g.kindLabels.fixed} · ${item.quantity === 1 ? price : `${item.quantity} × ${price}`}`;
}

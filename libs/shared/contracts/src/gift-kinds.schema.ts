import { formatBRL } from '@celebra/format';
import { z } from 'zod';
import { idSchema, requiredText } from './common.schema';
import { makeFormIntegerSchema } from './form-fields.schema';
import { messages } from './messages';
import { GIFT_KINDS, splitsEvenly } from './order-amounts';

const g = messages.giftKinds;
const v = messages.validation;

export const giftKindSchema = z.enum(GIFT_KINDS, { error: g.kindInvalid });

/** Default bounds of a free-value gift's amount (api env FREE_GIFT_MIN_CENTS / FREE_GIFT_MAX_CENTS). */
export const FREE_GIFT_MIN_CENTS_DEFAULT = 1_000;
export const FREE_GIFT_MAX_CENTS_DEFAULT = 5_000_000;
/** A shared gift is split into 2 to 100 equal shares. */
export const GIFT_SHARES_MIN = 2;
export const GIFT_SHARES_MAX = 100;
/** Most suggested amounts of a free-value gift. */
export const SUGGESTED_AMOUNTS_MAX = 6;
export const OWN_GIFT_NAME_MAX_LENGTH = 120;

/** The amounts a guest may give to a free-value gift, in centavos (both inclusive). */
export const freeAmountLimitsSchema = z.object({
  min: z.number().int().min(1),
  max: z.number().int().min(1),
});
export type FreeAmountLimits = z.infer<typeof freeAmountLimitsSchema>;

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

/** The shares of a shared gift as the site and the host see them. */
export const giftSharesSchema = z.object({
  /** N: how many equal shares the gift is split into. */
  count: z.number().int(),
  /** Shares neither paid nor held by a pending order. */
  remaining: z.number().int(),
  /** Shares of approved orders. */
  paid: z.number().int(),
  /** Every share paid: the site shows 'Presente completo'. */
  complete: z.boolean(),
});
export type GiftShares = z.infer<typeof giftSharesSchema>;

function listFromText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const parts = input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const formPositiveInteger = (required: string, invalid: string) =>
  makeFormIntegerSchema({ required, invalid, min: 1 }).optional();

/**
 * Text fields of the host's own gift (`POST /api/users/gifts/{eventId}/own`, `PUT …/own/{giftId}`),
 * multipart with an optional `image`, or JSON. A free-value gift has a name and optional
 * suggested amounts (centavos, in multipart '5000,10000'); a shared gift a name, its total
 * `price` in centavos and `shareCount` equal shares, the price dividing evenly.
 */
export const ownGiftFormSchema = z
  .object({
    name: requiredText().max(OWN_GIFT_NAME_MAX_LENGTH, v.tooLong),
    kind: z.enum(['free', 'shares'], { error: g.kindInvalid }),
    price: formPositiveInteger(g.sharePriceRequired, v.priceAboveZero),
    shareCount: formPositiveInteger(
      g.shareCountInvalid(GIFT_SHARES_MIN, GIFT_SHARES_MAX),
      g.shareCountInvalid(GIFT_SHARES_MIN, GIFT_SHARES_MAX),
    ),
    suggestedAmounts: z
      .preprocess(
        listFromText,
        z
          .array(z.number({ error: v.invalidValue }).int(v.invalidValue), {
            error: v.invalidValue,
          })
          .max(
            SUGGESTED_AMOUNTS_MAX,
            g.suggestedAmountsTooMany(SUGGESTED_AMOUNTS_MAX),
          ),
      )
      .optional(),
  })
  .superRefine((form, context) => {
    if (form.kind !== 'shares') return;
    if (form.price === undefined)
      context.addIssue({
        code: 'custom',
        path: ['price'],
        message: g.sharePriceRequired,
      });
    const count = form.shareCount;
    if (
      count === undefined ||
      count < GIFT_SHARES_MIN ||
      count > GIFT_SHARES_MAX
    ) {
      context.addIssue({
        code: 'custom',
        path: ['shareCount'],
        message: g.shareCountInvalid(GIFT_SHARES_MIN, GIFT_SHARES_MAX),
      });
      return;
    }
    if (form.price !== undefined && !splitsEvenly(form.price, count))
      context.addIssue({
        code: 'custom',
        path: ['price'],
        message: g.sharesUneven(count),
      });
  });

export type OwnGiftForm = z.infer<typeof ownGiftFormSchema>;
export type OwnGiftFormInput = z.input<typeof ownGiftFormSchema>;

/** `PUT /api/users/gifts/{eventId}/own/{giftId}`. */
export const ownGiftParamsSchema = z.object({
  eventId: idSchema,
  giftId: idSchema,
});

/**
 * How one bought gift reads in a receipt, a cart or a received gift: '2 × Jantar',
 * 'Lua de mel (2 de 10 cotas)' or 'Ajuda para a casa (valor livre)'.
 */
export function giftLineLabel(item: {
  giftName: string;
  quantity: number;
  kind: (typeof GIFT_KINDS)[number];
  shareCount: number | null;
}): string {
  if (item.kind === 'shares' && item.shareCount)
    return `${item.giftName} (${g.sharesOf(item.quantity, item.shareCount)})`;
  if (item.kind === 'free') return `${item.giftName} (valor livre)`;
  return `${item.quantity} × ${item.giftName}`;
}

/**
 * The kind, shares and amount of a received gift's item, for the host's and the back office's
 * received gifts: 'Em cotas · 2 de 10 cotas · R$ 200,00', 'Valor livre · R$ 150,00'; null for
 * a fixed-price gift (shown by its quantity).
 */
export function giftKindDetail(item: {
  kind: (typeof GIFT_KINDS)[number];
  quantity: number;
  unitPrice: number;
  shareCount: number | null;
}): string | null {
  if (item.kind === 'shares' && item.shareCount)
    return `${g.kindLabels.shares} · ${g.sharesOf(item.quantity, item.shareCount)} · ${formatBRL(item.unitPrice * item.quantity)}`;
  if (item.kind === 'free')
    return `${g.kindLabels.free} · ${formatBRL(item.unitPrice)}`;
  return null;
}

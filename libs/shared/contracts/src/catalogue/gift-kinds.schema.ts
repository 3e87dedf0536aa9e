import { z } from 'zod';
import { idSchema, requiredText } from '../common.schema';
import {
  makeFormIntegerSchema,
  makeMoneyFieldSchema,
} from '../form-fields.schema';
import * as messages from '../texts/shared';
import {
  type FreeAmountLimits,
  GIFT_SHARES_MAX,
  GIFT_SHARES_MIN,
  OWN_GIFT_NAME_MAX_LENGTH,
  SUGGESTED_AMOUNTS_MAX,
} from './gift-kinds';
import { GIFT_KINDS, splitsEvenly } from '../orders/order-amounts';

const g = messages.giftKinds;
const v = messages.validation;

export const giftKindSchema = z.enum(GIFT_KINDS, { error: g.kindInvalid });

/** The amounts a guest may give to a free-value gift, in centavos (both inclusive). */
export const freeAmountLimitsSchema = z.object({
  min: z.number().int().min(1),
  max: z.number().int().min(1),
}) satisfies z.ZodType<FreeAmountLimits>;

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

/** The shares of a shared gift as the host sees them: also those held by pending orders. */
export const hostGiftSharesSchema = giftSharesSchema.extend({
  /** Shares of pending orders that can still be paid (a live Pix charge, a card checkout). */
  held: z.number().int(),
  /** When the last held share is freed unless paid (ISO 8601); null when none is held. */
  heldUntil: z.string().nullable(),
});
export type HostGiftShares = z.infer<typeof hostGiftSharesSchema>;

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
    price: makeMoneyFieldSchema({
      required: g.sharePriceRequired,
      invalid: v.priceAboveZero,
      min: 1,
    }).optional(),
    shareCount: formPositiveInteger(
      g.shareCountInvalid(GIFT_SHARES_MIN, GIFT_SHARES_MAX),
      g.shareCountInvalid(GIFT_SHARES_MIN, GIFT_SHARES_MAX),
    ),
    suggestedAmounts: z
      .array(z.number({ error: v.invalidValue }).int(v.invalidValue), {
        error: v.invalidValue,
      })
      .max(
        SUGGESTED_AMOUNTS_MAX,
        g.suggestedAmountsTooMany(SUGGESTED_AMOUNTS_MAX),
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

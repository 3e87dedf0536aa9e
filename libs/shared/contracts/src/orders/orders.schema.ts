import { z } from 'zod';
import { INVITATION_CODE_PATTERN } from '../invitations/invitations.constants';
import {
  centsSchema,
  idSchema,
  multiLineString,
  okResponse,
  requiredText,
} from '../common.schema';
import { ID_MAX } from '../constants';
import { GUEST_NOTE_MAX_LENGTH, normalizeGuestContact } from './guest-contact';
import * as messages from '../texts/shared';
import { paymentMethodSchema, pixChargeViewSchema } from './pix.schema';

const s = messages.server;
const v = messages.validation;

/** Most units of one gift in one order. */
export const PURCHASE_MAX_QUANTITY = 999;
/** Most lines in one order. */
export const PURCHASE_MAX_ITEMS = 100;
export const PURCHASE_GUEST_NAME_MAX_LENGTH = 120;
export const PURCHASE_GUEST_CONTACT_MAX_LENGTH = 200;

/**
 * The guest's contact: an e-mail or a Brazilian phone (normalizeGuestContact, the rule the
 * public site's form runs too), stored normalized: e-mails lower-cased, phones `+55DDNNNNNNNNN`.
 */
export const guestContactSchema = requiredText(v.checkoutContactRequired)
  .max(PURCHASE_GUEST_CONTACT_MAX_LENGTH, v.tooLong)
  .refine(
    (value) => normalizeGuestContact(value) !== null,
    v.guestContactInvalid,
  )
  .overwrite((value) => normalizeGuestContact(value) ?? value);

/** The guest's optional note to the hosts, trimmed, at most GUEST_NOTE_MAX_LENGTH characters. */
export const guestNoteSchema = multiLineString().max(
  GUEST_NOTE_MAX_LENGTH,
  v.guestNoteTooLong,
);

/** Units of a gift: an integer from 1 to 999, else 'Quantidade inválida.'. */
export const purchaseQuantitySchema = z
  .number({ error: s.quantityInvalid })
  .int(s.quantityInvalid)
  .min(1, s.quantityInvalid)
  .max(PURCHASE_MAX_QUANTITY, s.quantityInvalid);

/**
 * The price the guest was shown for one unit of a gift (a fixed gift's price, a share of a
 * gift in shares), in centavos: a JSON integer of at least 1 (a string is refused).
 */
export const expectedPriceSchema = z
  .number({ error: s.expectedPriceInvalid })
  .int(s.expectedPriceInvalid)
  .min(1, s.expectedPriceInvalid)
  .max(ID_MAX, s.expectedPriceInvalid);

/**
 * One line of the cart: units of a fixed gift, shares of a shared gift, or (`amount`, in
 * centavos, quantity 1) what the guest gives to a free-value gift. A line of a fixed gift or
 * of a gift in shares must carry `expectedPrice`, the unit or share price the guest saw (the
 * api refuses the line without it, 400, since only it knows the gift's kind), and answers 409
 * when the gift's price is no longer that: the guest is never charged a price they did not
 * see. A free-value gift's `amount` is itself what the guest typed: it needs no
 * `expectedPrice` (one sent is not read).
 */
export const purchaseItemSchema = z.object({
  id: idSchema,
  quantity: purchaseQuantitySchema,
  amount: z
    .number({ error: messages.giftKinds.freeAmountRequired })
    .int(messages.giftKinds.freeAmountRequired)
    .min(1, messages.giftKinds.freeAmountRequired)
    .max(ID_MAX, s.orderTooLarge)
    .optional(),
  expectedPrice: expectedPriceSchema.optional(),
});

/**
 * `POST /guests/purchase` (public). Name and contact are both required at checkout; a
 * repeated gift id is merged by the server (quantities added).
 */
export const purchaseBodySchema = z.object({
  items: z
    .array(purchaseItemSchema, { error: s.cartEmpty })
    .min(1, s.cartEmpty)
    .max(PURCHASE_MAX_ITEMS, s.orderTooLarge),
  eventId: idSchema,
  guestName: requiredText(v.checkoutContactRequired).max(
    PURCHASE_GUEST_NAME_MAX_LENGTH,
    v.tooLong,
  ),
  guestContact: guestContactSchema,
  guestNote: guestNoteSchema.optional(),
  /** 'PIX' (the default): an inline Pix charge; 'CARD': the provider's hosted checkout. */
  paymentMethod: paymentMethodSchema.optional(),
  /** The personal code of the invitation the guest opened: the gift is tied to that household. Left out: anonymous. */
  invitationCode: z.string().regex(INVITATION_CODE_PATTERN).optional(),
});

/**
 * The order is PENDING until the payment is confirmed. Card: send the browser to `paymentLink`.
 * Pix: show `pix` (QR code, 'copia e cola', expiry) and follow the status; `paymentLink` is then
 * the provider's page of the charge (local: the demonstration page).
 * `amount` is what the guest pays in centavos (the gifts, plus the platform fee when the host
 * passes it on). `statusToken` opens the order's status (GET /guests/orders/{orderId}/status);
 * the provider brings the guest back to `<site>/<slug>/obrigado/<orderId>?token=<statusToken>`.
 */
export const purchaseResponseSchema = okResponse({
  message: z.string(),
  paymentLink: z.string(),
  orderId: z.number().int(),
  amount: centsSchema,
  statusToken: z.string(),
  /** The order's Pix charge when it is paid by Pix, else null. */
  pix: pixChargeViewSchema.nullable(),
});

/** The purchase's headers (Fastify lower-cases names): the optional IDEMPOTENCY_KEY_HEADER. */
export const idempotencyKeySchema = z.uuid(s.idempotencyKeyInvalid);
export const purchaseHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});

export type PurchaseItem = z.infer<typeof purchaseItemSchema>;
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

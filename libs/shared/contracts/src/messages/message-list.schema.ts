import { z } from 'zod';
import {
  idSchema,
  okResponse,
  paginationQuerySchema,
  requiredMultiLineText,
} from '../common.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

/**
 * What a guest's words came with: a message left on the site ('recado'), the note of a gift
 * ('presente') or the message of an attendance answer ('presença').
 */
export const MESSAGE_KINDS = ['message', 'gift', 'rsvp'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Where a listed message is kept: `guest_messages`, an APPROVED order's note, a guest's
 * attendance note, or an answer waiting for the host's review. With `id`, it names the row.
 */
export const MESSAGE_SOURCES = [
  'message',
  'order',
  'guest',
  'guest-response',
] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

const listedMessageBase = {
  source: z.enum(MESSAGE_SOURCES),
  id: z.number().int(),
  /** The sender's name as given; '' for a gift left without a name. */
  senderName: z.string(),
  /** Where a thanks e-mail can go; null when the sender left none. */
  email: z.string().nullable(),
  /** The sender's phone as stored (masked or +55…); null when none. */
  phone: z.string().nullable(),
  message: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime(),
  /** When a host thanked the sender; null while not thanked. */
  thankedAt: z.iso.datetime().nullable(),
};

/** One of an event's messages, of any kind, with who sent it. */
export const listedMessageSchema = z.discriminatedUnion('kind', [
  z.object({ ...listedMessageBase, kind: z.literal('message') }),
  z.object({
    ...listedMessageBase,
    kind: z.literal('gift'),
    /** Each gift of the order as '2 × Jantar' or 'Viagem (2 de 10 cotas)'. */
    gifts: z.array(z.string()),
    /** What the hosts receive, in centavos; null for a role that does not see money. */
    amount: z.number().int().nullable(),
  }),
  z.object({
    ...listedMessageBase,
    kind: z.literal('rsvp'),
    /** True for 'Vou', false for 'Não poderei ir'. */
    attending: z.boolean(),
  }),
]);

/** `GET /api/users/messages/{eventId}?page=&limit=&kind=`: every kind without `kind`. */
export const listMessagesQuerySchema = paginationQuerySchema.extend({
  kind: z.enum(MESSAGE_KINDS, { error: v.messageKindInvalid }).optional(),
});

/** One page, newest first; `total` counts every message of the kind asked for. */
export const listMessagesResponseSchema = okResponse({
  messages: z.array(listedMessageSchema),
  total: z.number().int(),
});

/** `…/messages/{eventId}/{source}/{sourceId}/thanked` and `…/thanks-email`. */
export const messageThanksParamsSchema = z.object({
  eventId: idSchema,
  source: z.enum(MESSAGE_SOURCES, { error: v.invalidId }),
  sourceId: idSchema,
});

/** `PUT …/thanked`: mark (true) or unmark (false) the thanks, as with a received gift. */
export const messageThankedBodySchema = z.object(
  { thanked: z.boolean({ error: v.thankedInvalid }) },
  { error: v.thankedInvalid },
);

export const THANKS_TEXT_MAX_LENGTH = 2000;

/** `POST …/thanks-email`: the thanks the couple wrote (or kept), sent as a plain e-mail. */
export const messageThanksEmailBodySchema = z.object({
  text: requiredMultiLineText(v.thanksTextRequired).max(
    THANKS_TEXT_MAX_LENGTH,
    v.thanksTextTooLong,
  ),
});

export const messageThankedResponseSchema = okResponse({
  message: z.string(),
  thankedAt: z.iso.datetime().nullable(),
});

export type ListedMessage = z.infer<typeof listedMessageSchema>;
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;
export type ListMessagesResponse = z.infer<typeof listMessagesResponseSchema>;
export type MessageThanksParams = z.infer<typeof messageThanksParamsSchema>;
export type MessageThankedBody = z.infer<typeof messageThankedBodySchema>;
export type MessageThanksEmailBody = z.infer<
  typeof messageThanksEmailBodySchema
>;
export type MessageThankedResponse = z.infer<
  typeof messageThankedResponseSchema
>;

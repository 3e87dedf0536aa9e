import { z } from 'zod';
import {
  centsSchema,
  okResponse,
  orderStatusSchema,
  requiredText,
} from '../common.schema';
import { PHONE_PATTERN } from '../constants';
import { giftKindSchema } from '../catalogue/gift-kinds.schema';
import { guestEmailSchema, guestNameSchema } from '../guests/guests.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

/** `POST /api/guests/privacy/code`. */
export const guestDataCodeBodySchema = z.object({ email: guestEmailSchema });
export const guestDataCodeResponseSchema = okResponse({ message: z.string() });

/** `POST /api/guests/privacy/session`: the e-mail and its 6-digit code. */
export const guestDataSessionBodySchema = z.object({
  email: guestEmailSchema,
  code: requiredText(messages.guestData.codeInvalid).regex(
    /^\d{6}$/,
    messages.guestData.codeInvalid,
  ),
});
export const guestDataSessionResponseSchema = okResponse({
  token: z.string(),
  expiresAt: z.iso.datetime(),
});

/** Every 'Meus dados' call after the code (Fastify lower-cases header names). */
export const guestDataHeadersSchema = z.looseObject({
  'x-guest-data-token': z.string().optional(),
});

const at = z.iso.datetime();

/** The events the rows belong to. */
export const guestDataEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
});

/** What a guest-list entry and an attendance answer both hold. */
const attendanceFields = {
  eventId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  attending: z.boolean(),
  companions: z.number().int(),
  companionNames: z.array(z.string()),
};

/**
 * Everything held about the person, table by table (each row with its event): the JSON
 * download, and what the page shows grouped by event. Photos sent by guests are not a part of
 * the product yet.
 */
export const guestDataSchema = z.object({
  email: z.string(),
  exportedAt: at,
  events: z.array(guestDataEventSchema),
  tables: z.object({
    guests: z.array(
      z.object({
        ...attendanceFields,
        note: z.string().nullable(),
        createdAt: at,
      }),
    ),
    guest_responses: z.array(
      z.object({
        ...attendanceFields,
        message: z.string().nullable(),
        createdAt: at,
      }),
    ),
    guest_messages: z.array(
      z.object({
        eventId: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        message: z.string(),
        createdAt: at,
      }),
    ),
    orders: z.array(
      z.object({
        id: z.number().int(),
        eventId: z.number().int(),
        guestName: z.string(),
        guestContact: z.string(),
        guestNote: z.string(),
        status: orderStatusSchema,
        /** What the guest paid, fee included when they chose to pay it. */
        chargedAmount: centsSchema,
        createdAt: at,
        approvedAt: at.nullable(),
      }),
    ),
    order_items: z.array(
      z.object({
        orderId: z.number().int(),
        giftName: z.string(),
        giftKind: giftKindSchema,
        quantity: z.number().int(),
        /** N of a gift in shares when bought; null for the other kinds. */
        shareCount: z.number().int().nullable(),
        unitPrice: centsSchema,
      }),
    ),
    order_pix_charges: z.array(
      z.object({
        orderId: z.number().int(),
        attempt: z.number().int(),
        createdAt: at,
        expiresAt: at,
      }),
    ),
    payment_events: z.array(
      z.object({
        orderId: z.number().int(),
        type: z.string(),
        receivedAt: at,
      }),
    ),
    invitations: z.array(
      z.object({
        eventId: z.number().int(),
        name: z.string(),
        email: z.string(),
        phoneNumber: z.string(),
        createdAt: at,
      }),
    ),
    rsvp_answers: z.array(
      z.object({
        eventId: z.number().int(),
        question: z.string(),
        values: z.array(z.string()),
        createdAt: at,
      }),
    ),
    privacy_codes: z.array(
      z.object({ createdAt: at, expiresAt: at, usedAt: at.nullable() }),
    ),
    privacy_requests: z.array(
      z.object({
        kind: z.string(),
        requestedAt: at,
        completedAt: at.nullable(),
      }),
    ),
    outbox: z.array(
      z.object({
        subject: z.string(),
        createdAt: at,
        deliveredAt: at.nullable(),
      }),
    ),
  }),
});

/** `GET /api/guests/privacy/data`. */
export const guestDataResponseSchema = okResponse({ data: guestDataSchema });

/**
 * `PUT /api/guests/privacy/data`: the name on every answer, message and gift, and the phone of
 * the guest-list entries and answers ('' keeps it). The e-mail is not changed here.
 */
export const guestDataCorrectionBodySchema = z.object({
  firstName: guestNameSchema(v.firstNameRequired),
  lastName: guestNameSchema(v.lastNameRequired),
  phoneNumber: z
    .string({ error: v.phoneInvalid })
    .trim()
    .refine(
      (phone) => phone === '' || PHONE_PATTERN.test(phone),
      v.phoneInvalid,
    ),
});
export const guestDataCorrectionResponseSchema = okResponse({
  message: z.string(),
  data: guestDataSchema,
});

/** `DELETE /api/guests/privacy/data`. */
export const guestDataErasureResponseSchema = okResponse({
  message: z.string(),
});

export type GuestDataCodeBody = z.infer<typeof guestDataCodeBodySchema>;
export type GuestDataSessionBody = z.infer<typeof guestDataSessionBodySchema>;
export type GuestData = z.infer<typeof guestDataSchema>;
export type GuestDataTables = GuestData['tables'];
export type GuestDataCorrectionBody = z.input<
  typeof guestDataCorrectionBodySchema
>;

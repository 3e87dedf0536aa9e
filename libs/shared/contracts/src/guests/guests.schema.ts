import { z } from 'zod';
import {
  idSchema,
  makeEmailSchema,
  okResponse,
  phoneSchema,
  requiredText,
} from '../common.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

export const GUEST_NAME_MAX_LENGTH = 120;
export const GUEST_COMPANIONS_MAX = 20;

/** A person's first or last name on the guest and message forms. */
export function guestNameSchema(required: string) {
  return requiredText(required).max(GUEST_NAME_MAX_LENGTH, v.tooLong);
}

/** E-mail with the guest-form messages ('* E-mail obrigatório' / '* E-mail inválido'). */
export const guestEmailSchema = makeEmailSchema({
  required: v.emailRequired,
  invalid: v.emailInvalid,
});

/** People coming with the guest: an integer from 0 to 20. */
export const guestCompanionsSchema = z
  .number({ error: v.invalidValue })
  .int(v.invalidValue)
  .min(0, v.invalidValue)
  .max(GUEST_COMPANIONS_MAX, v.invalidValue);

/** One name per companion ('* Nome do acompanhante obrigatório'), at most 20. */
export const guestCompanionNamesSchema = z
  .array(guestNameSchema(v.companionNameRequired), { error: v.invalidValue })
  .max(GUEST_COMPANIONS_MAX, v.invalidValue);

/** 'Vou' (true) or 'Não poderei ir' (false). */
export const guestAttendingSchema = z.boolean({ error: v.invalidValue });

/**
 * The guest form, shared by the back office's list and the public
 * confirmation: names, e-mail and phone required; companions optional.
 */
export const guestFormSchema = z.object({
  firstName: guestNameSchema(v.firstNameRequired),
  lastName: guestNameSchema(v.lastNameRequired),
  email: guestEmailSchema,
  phoneNumber: phoneSchema,
  companions: guestCompanionsSchema.optional(),
});

/** `GET /api/users/guests/{eventId}/export`. */
export const guestListParamsSchema = z.object({ eventId: idSchema });

/** A guest's attendance answer as the host and the back office read it. */
export const guestAnswerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** False: the guest answered 'Não poderei ir'; null: not answered yet. */
  attending: z.boolean().nullable(),
  companions: z.number().int(),
  /** At most `companions` names. */
  companionNames: z.array(z.string()),
  /** The message of the attendance form. */
  message: z.string().nullable(),
  /** ISO 8601 instant: when the guest was added or answered. */
  createdAt: z.iso.datetime(),
});

/**
 * An answer sent from the public site with the e-mail of a guest already on the list: it waits
 * for the host, who accepts it (`POST …/responses/{responseId}/accept`) or discards it.
 */
export const guestResponseSchema = guestAnswerSchema;

/** A guest of the host's list. */
export const hostGuestSchema = guestAnswerSchema.extend({
  /** Answers waiting for the host, oldest first. */
  pendingResponses: z.array(guestResponseSchema),
});

/** `POST …/{guestId}/responses/{responseId}/accept`, `DELETE …/{guestId}/responses/{responseId}`. */
export const guestResponseParamsSchema = z.object({
  eventId: idSchema,
  guestId: idSchema,
  responseId: idSchema,
});

/** 'Resposta aceita. O convidado foi atualizado.' with the guest as it now is. */
export const acceptGuestResponseResponseSchema = okResponse({
  message: z.string(),
  guest: hostGuestSchema,
});

/** 'Resposta descartada.' */
export const discardGuestResponseResponseSchema = okResponse({
  message: z.string(),
});

/** Download name of `GET /api/users/guests/{eventId}/export`. */
export function guestsCsvFilename(slug: string): string {
  return `convidados-${slug}.csv`;
}

export type GuestForm = z.infer<typeof guestFormSchema>;
export type GuestListParams = z.infer<typeof guestListParamsSchema>;
export type HostGuest = z.infer<typeof hostGuestSchema>;
export type GuestResponse = z.infer<typeof guestResponseSchema>;
export type GuestResponseParams = z.infer<typeof guestResponseParamsSchema>;
export type AcceptGuestResponseResponse = z.infer<
  typeof acceptGuestResponseResponseSchema
>;
export type DiscardGuestResponseResponse = z.infer<
  typeof discardGuestResponseResponseSchema
>;

import { z } from 'zod';
import {
  idSchema,
  makeEmailSchema,
  okResponse,
  phoneSchema,
  requiredText,
} from './common.schema';
import { messages } from './messages';

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

/**
 * The guest form (host-guest §5 "Guest form"), shared by the host's list and the public
 * confirmation: names, e-mail and phone required; companions optional.
 */
export const guestFormSchema = z.object({
  firstName: guestNameSchema(v.firstNameRequired),
  lastName: guestNameSchema(v.lastNameRequired),
  email: guestEmailSchema,
  phoneNumber: phoneSchema,
  companions: guestCompanionsSchema.optional(),
});

/** `POST /api/users/guests/{eventId}` and `PUT /api/users/guests/{eventId}/{guestId}`. */
export const saveGuestBodySchema = guestFormSchema;

/** `GET|POST /api/users/guests/{eventId}`, `GET /api/users/guests/{eventId}/export`. */
export const guestListParamsSchema = z.object({ eventId: idSchema });

/** `PUT|DELETE /api/users/guests/{eventId}/{guestId}`. */
export const guestParamsSchema = z.object({
  eventId: idSchema,
  guestId: idSchema,
});

/** A guest of the host's list (host-guest §3 "Guest"); createdAt is when they were added or confirmed. */
export const hostGuestSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  companions: z.number().int(),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime(),
});

/** Sorted by first name, then last name. */
export const listGuestsResponseSchema = okResponse({
  guests: z.array(hostGuestSchema),
});

/** 'Convidado adicionado com sucesso.' / 'Convidado atualizado com sucesso.' with the saved guest. */
export const saveGuestResponseSchema = okResponse({
  message: z.string(),
  guest: hostGuestSchema,
});

/** Download name of `GET /api/users/guests/{eventId}/export`. */
export function guestsCsvFilename(slug: string): string {
  return `convidados-${slug}.csv`;
}

/** 'Convidado removido com sucesso.' */
export const deleteGuestResponseSchema = okResponse({ message: z.string() });

export type GuestForm = z.infer<typeof guestFormSchema>;
export type SaveGuestBody = z.infer<typeof saveGuestBodySchema>;
export type GuestListParams = z.infer<typeof guestListParamsSchema>;
export type GuestParams = z.infer<typeof guestParamsSchema>;
export type HostGuest = z.infer<typeof hostGuestSchema>;
export type ListGuestsResponse = z.infer<typeof listGuestsResponseSchema>;
export type SaveGuestResponse = z.infer<typeof saveGuestResponseSchema>;
export type DeleteGuestResponse = z.infer<typeof deleteGuestResponseSchema>;

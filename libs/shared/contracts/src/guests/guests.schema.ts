import { z } from 'zod';
import {
  idSchema,
  makeEmailSchema,
  okResponse,
  paginationQuerySchema,
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
 * The guest form, shared by the host's list and the public
 * confirmation: names, e-mail and phone required; companions optional.
 */
export const guestFormSchema = z.object({
  firstName: guestNameSchema(v.firstNameRequired),
  lastName: guestNameSchema(v.lastNameRequired),
  email: guestEmailSchema,
  phoneNumber: phoneSchema,
  companions: guestCompanionsSchema.optional(),
});

/**
 * `POST /api/users/guests/{eventId}` and `PUT /api/users/guests/{eventId}/{guestId}`: the guest
 * form plus whether the guest comes (true when left out on an add; kept on a change).
 */
export const saveGuestBodySchema = guestFormSchema.extend({
  attending: guestAttendingSchema.optional(),
});

/** `GET|POST /api/users/guests/{eventId}`, `GET /api/users/guests/{eventId}/export`. */
export const guestListParamsSchema = z.object({ eventId: idSchema });

/** `PUT|DELETE /api/users/guests/{eventId}/{guestId}`. */
export const guestParamsSchema = z.object({
  eventId: idSchema,
  guestId: idSchema,
});

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

/** The headcount of the list. */
export const guestTotalsSchema = z.object({
  /** Guests coming. */
  confirmed: z.number().int(),
  /** Companions of the guests coming. */
  companions: z.number().int(),
  /** confirmed + companions. */
  people: z.number().int(),
  /** Guests who answered 'Não poderei ir'. */
  declined: z.number().int(),
  /** Answers waiting for the host. */
  pendingResponses: z.number().int(),
});

/** `GET /api/users/guests/{eventId}?page=&limit=` (page 1 and 20 guests by default). */
export const listGuestsQuerySchema = paginationQuerySchema;

/**
 * One page of the list, sorted by first name, then last name; `total` counts every guest
 * (pages = ceil(total / limit)); the headcount is the whole list's. `awaitingReview`: every
 * guest with answers waiting for the host, whatever their page, by name.
 */
export const listGuestsResponseSchema = okResponse({
  guests: z.array(hostGuestSchema),
  total: z.number().int(),
  totals: guestTotalsSchema,
  awaitingReview: z.array(hostGuestSchema),
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
export type GuestResponse = z.infer<typeof guestResponseSchema>;
export type GuestTotals = z.infer<typeof guestTotalsSchema>;
export type GuestResponseParams = z.infer<typeof guestResponseParamsSchema>;
export type AcceptGuestResponseResponse = z.infer<
  typeof acceptGuestResponseResponseSchema
>;
export type DiscardGuestResponseResponse = z.infer<
  typeof discardGuestResponseResponseSchema
>;
export type ListGuestsResponse = z.infer<typeof listGuestsResponseSchema>;
export type ListGuestsQueryInput = Partial<
  z.infer<typeof listGuestsQuerySchema>
>;
export type SaveGuestResponse = z.infer<typeof saveGuestResponseSchema>;
export type DeleteGuestResponse = z.infer<typeof deleteGuestResponseSchema>;

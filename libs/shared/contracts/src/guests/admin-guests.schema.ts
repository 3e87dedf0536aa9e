import { z } from 'zod';
import { idSchema, okResponse, paginationQuerySchema } from '../common.schema';
import { guestAnswerSchema, guestFormSchema } from './guests.schema';

/**
 * `POST /api/admin/events/{id}/guests` and `PUT …/guests/{guestId}`: the guest form of the
 * back office (names, e-mail and phone required, with its messages).
 */
export const adminGuestBodySchema = guestFormSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
});

export const adminEventGuestParamsSchema = z.object({
  id: idSchema,
  guestId: idSchema,
});

/** A guest in the back office. */
export const adminGuestSchema = guestAnswerSchema.extend({
  eventId: z.number().int(),
});

/** `GET /api/admin/events/{id}/guests`: in confirmation order. */
/** `GET /api/admin/events/{id}/guests?page=&limit=`: page 1 and 20 by default. */
export const listAdminGuestsQuerySchema = paginationQuerySchema;

/** One page, in the order guests were added or confirmed; `total` counts every guest. */
export const listAdminGuestsResponseSchema = okResponse({
  guests: z.array(adminGuestSchema),
  total: z.number().int(),
});

export type ListAdminGuestsQueryInput = Partial<
  z.infer<typeof listAdminGuestsQuerySchema>
>;

/** Create, update and delete answers: the success text and, on saves, the guest. */
export const saveAdminGuestResponseSchema = okResponse({
  message: z.string(),
  guest: adminGuestSchema,
});

export type AdminGuestBody = z.infer<typeof adminGuestBodySchema>;
export type AdminGuestBodyInput = z.input<typeof adminGuestBodySchema>;
export type AdminEventGuestParams = z.infer<typeof adminEventGuestParamsSchema>;
export type AdminGuest = z.infer<typeof adminGuestSchema>;
export type ListAdminGuestsResponse = z.infer<
  typeof listAdminGuestsResponseSchema
>;
export type SaveAdminGuestResponse = z.infer<
  typeof saveAdminGuestResponseSchema
>;

/** 'Convidado removido com sucesso.' */
export const deleteAdminGuestResponseSchema = okResponse({
  message: z.string(),
});

export type DeleteAdminGuestResponse = z.infer<
  typeof deleteAdminGuestResponseSchema
>;

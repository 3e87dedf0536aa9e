import { z } from 'zod';
import { okResponse, slugSchema } from '../common.schema';
import { MIN_SITE_PASSWORD } from '../constants';
import { PASSWORD_MAX_LENGTH } from '../accounts/accounts.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

const toggleSchema = z.boolean({ error: v.invalidValue });

/** The settings as the host sees them; the site password itself never leaves the server. */
export const eventSettingsSchema = z.object({
  showGiftList: z.boolean(),
  showGuestMessages: z.boolean(),
  showEventInfo: z.boolean(),
  allowGuestConfirmation: z.boolean(),
  slug: z.string(),
  /** A site password is set. */
  hasPassword: z.boolean(),
  /** The guest pays the platform fee on top of the gifts (see docs/money.md). */
  guestPaysFee: z.boolean(),
});

/**
 * `PUT /api/users/event/{eventId}/settings`. `password`: empty or
 * absent keeps the current one; setting one needs the Senha service. `removePassword` clears it.
 * `guestPaysFee` absent keeps the current choice.
 */
export const eventSettingsBodySchema = z.object({
  showGiftList: toggleSchema,
  showGuestMessages: toggleSchema,
  showEventInfo: toggleSchema,
  allowGuestConfirmation: toggleSchema,
  slug: slugSchema,
  password: z
    .string({ error: v.invalidValue })
    .max(PASSWORD_MAX_LENGTH, v.tooLong)
    .refine(
      (password) => password === '' || password.length >= MIN_SITE_PASSWORD,
      v.sitePasswordTooShort,
    )
    .optional(),
  removePassword: toggleSchema.optional(),
  guestPaysFee: toggleSchema.optional(),
});

/** `GET /api/users/event/{eventId}/settings`. */
export const getEventSettingsResponseSchema = okResponse({
  settings: eventSettingsSchema,
});

/** `PUT /api/users/event/{eventId}/settings`: 'Configurações do evento salvas com sucesso.' */
export const updateEventSettingsResponseSchema = okResponse({
  message: z.string(),
  settings: eventSettingsSchema,
});

export type EventSettings = z.infer<typeof eventSettingsSchema>;
export type EventSettingsBody = z.infer<typeof eventSettingsBodySchema>;
export type EventSettingsBodyInput = z.input<typeof eventSettingsBodySchema>;
export type GetEventSettingsResponse = z.infer<
  typeof getEventSettingsResponseSchema
>;
export type UpdateEventSettingsResponse = z.infer<
  typeof updateEventSettingsResponseSchema
>;

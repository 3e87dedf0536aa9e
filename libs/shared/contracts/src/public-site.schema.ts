import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.schema';
import { idSchema, okResponse } from './common.schema';
import { errorResponseSchema } from './errors.schema';
import { GUEST_MESSAGE_MAX_LENGTH } from './guest-messages.schema';
import { guestFormSchema } from './guests.schema';
import { messages } from './messages';

const v = messages.validation;

/**
 * Header carrying the access token of a password-protected site (from
 * `POST /api/guests/event/{slug}/unlock`) on the public calls of that site.
 */
export const SITE_ACCESS_HEADER = 'X-Site-Access';

/** `POST /api/guests/message/{eventId}` and `POST /api/guests/confirmation/{eventId}`. */
export const publicEventIdParamsSchema = z.object({ eventId: idSchema });

/** `POST /api/guests/event/{slug}/unlock`. */
export const unlockSiteParamsSchema = z.object({ slug: z.string() });

export const unlockSiteBodySchema = z.object({
  password: z
    .string({ error: v.required })
    .min(1, v.required)
    .max(PASSWORD_MAX_LENGTH, v.invalidValue),
});

/** Send `accessToken` as the X-Site-Access header until `expiresAt`. */
export const unlockSiteResponseSchema = okResponse({
  accessToken: z.string(),
  /** ISO 8601 instant. */
  expiresAt: z.iso.datetime(),
});

/**
 * 401 of a protected site without a valid access token: 'Este site é protegido por senha.',
 * with the title and colour so that the password screen can wear the event's look.
 */
export const sitePasswordRequiredResponseSchema = errorResponseSchema.extend({
  passwordRequired: z.literal(true),
  event: z.object({ title: z.string(), color: z.string() }),
});

/** The attendance form of the public site: the guest form plus an optional message. */
export const confirmPresenceBodySchema = guestFormSchema.extend({
  message: z
    .string({ error: v.invalidValue })
    .trim()
    .max(GUEST_MESSAGE_MAX_LENGTH, v.tooLong)
    .optional(),
});

/** 'Presença confirmada.' */
export const confirmPresenceResponseSchema = okResponse({
  message: z.string(),
});

export type PublicEventIdParams = z.infer<typeof publicEventIdParamsSchema>;
export type UnlockSiteParams = z.infer<typeof unlockSiteParamsSchema>;
export type UnlockSiteBody = z.infer<typeof unlockSiteBodySchema>;
export type UnlockSiteResponse = z.infer<typeof unlockSiteResponseSchema>;
export type SitePasswordRequiredResponse = z.infer<
  typeof sitePasswordRequiredResponseSchema
>;
export type ConfirmPresenceBody = z.infer<typeof confirmPresenceBodySchema>;
export type ConfirmPresenceResponse = z.infer<
  typeof confirmPresenceResponseSchema
>;

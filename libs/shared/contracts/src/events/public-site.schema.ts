import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../accounts/accounts.schema';
import { idSchema, multiLineString, okResponse } from '../common.schema';
import { errorResponseSchema } from '../errors.schema';
import { GUEST_MESSAGE_MAX_LENGTH } from '../messages/guest-messages.schema';
import {
  guestAttendingSchema,
  guestCompanionNamesSchema,
  guestFormSchema,
} from '../guests/guests.schema';
import * as messages from '../texts/shared';
import { eventThemeSchema } from './theme.schema';

const v = messages.validation;

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
 * with the title, colour and theme so that the password screen can wear the event's look.
 */
export const sitePasswordRequiredResponseSchema = errorResponseSchema.extend({
  passwordRequired: z.literal(true),
  event: z.object({
    title: z.string(),
    color: z.string(),
    theme: eventThemeSchema,
  }),
});

/** What the 401 of a protected site shows of it. */
export type SiteLock = z.infer<
  typeof sitePasswordRequiredResponseSchema
>['event'];

/**
 * The attendance form of the public site: the guest form, 'Vou' / 'Não poderei ir'
 * (`attending`, true when left out), one name per companion and an optional message. When
 * `companions` is given it must equal the number of names ('Informe o nome de cada
 * acompanhante.'); a guest who cannot come brings no companions (what was sent is dropped).
 */
export const confirmPresenceBodySchema = guestFormSchema
  .extend({
    attending: guestAttendingSchema.optional(),
    companionNames: guestCompanionNamesSchema.optional(),
    message: multiLineString()
      .max(GUEST_MESSAGE_MAX_LENGTH, v.tooLong)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.attending === false) return;
    const named = body.companionNames?.length ?? 0;
    if ((body.companions ?? named) !== named)
      ctx.addIssue({
        code: 'custom',
        path: ['companionNames'],
        message: v.companionNamesMismatch,
      });
  });

/** 'Presença confirmada.', or 'Resposta registrada. Obrigado por avisar!' for 'Não poderei ir'. */
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

import {
  confirmPresenceBodySchema,
  confirmPresenceResponseSchema,
  errorResponseSchema,
  publicEventIdParamsSchema,
  sendGuestMessageBodySchema,
  sendGuestMessageResponseSchema,
  sitePasswordRequiredResponseSchema,
  unlockSiteBodySchema,
  unlockSiteParamsSchema,
  unlockSiteResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PublicSiteService } from './public-site.service';
import { siteAccessTokenOf } from './site-access-header';

const MINUTE_MS = 60_000;
/** Messages and confirmations per minute from one address, per route. */
export const PUBLIC_POSTS_PER_MINUTE = 20;
/** Password attempts per minute from one address. */
export const UNLOCK_ATTEMPTS_PER_MINUTE = 10;

const tags = ['guests'];
const protectedSiteNote =
  'A password-protected site needs the X-Site-Access header (from the unlock call).';

/** Public (no session): unlock a protected site, leave a message, confirm attendance. */
export async function publicSiteRoutes(
  app: FastifyInstance,
  deps: { service: PublicSiteService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const guestPost = {
    rateLimit: { max: PUBLIC_POSTS_PER_MINUTE, timeWindow: MINUTE_MS },
  };
  const guestPostErrors = {
    400: errorResponseSchema,
    401: sitePasswordRequiredResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    429: errorResponseSchema,
  };

  routes.post(
    '/api/guests/event/:slug/unlock',
    {
      config: {
        rateLimit: { max: UNLOCK_ATTEMPTS_PER_MINUTE, timeWindow: MINUTE_MS },
      },
      schema: {
        tags,
        description:
          'Opens a password-protected site: send the accessToken as the X-Site-Access header.',
        params: unlockSiteParamsSchema,
        body: unlockSiteBodySchema,
        response: {
          200: unlockSiteResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    (request) => service.unlock(request.params.slug, request.body.password),
  );

  routes.post(
    '/api/guests/message/:eventId',
    {
      config: guestPost,
      schema: {
        tags,
        description: protectedSiteNote,
        params: publicEventIdParamsSchema,
        body: sendGuestMessageBodySchema,
        response: { 200: sendGuestMessageResponseSchema, ...guestPostErrors },
      },
    },
    (request) =>
      service.sendMessage(
        request.params.eventId,
        request.body,
        siteAccessTokenOf(request),
      ),
  );

  routes.post(
    '/api/guests/confirmation/:eventId',
    {
      config: guestPost,
      schema: {
        tags,
        description: protectedSiteNote,
        params: publicEventIdParamsSchema,
        body: confirmPresenceBodySchema,
        response: { 200: confirmPresenceResponseSchema, ...guestPostErrors },
      },
    },
    (request) =>
      service.confirmPresence(
        request.params.eventId,
        request.body,
        siteAccessTokenOf(request),
      ),
  );
}

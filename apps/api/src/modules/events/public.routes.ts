import {
  errorResponseSchema,
  messages,
  eventPreviewParamsSchema,
  getEventPreviewResponseSchema,
  getPublicEventResponseSchema,
  publicEventParamsSchema,
  sitePasswordRequiredResponseSchema,
  slugAvailabilityQuerySchema,
  slugAvailabilityResponseSchema,
  unlockSiteBodySchema,
  unlockSiteParamsSchema,
  unlockSiteResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';
import { sendCachedJson } from '../../lib/public-event/cached-json';
import { perMinute } from '../../plugins/rate-limit';
import { SLUG_CHECKS_PER_MINUTE } from './event-slug';
import { eventsServiceFor } from './events.service';
import { createPublicEventCache } from './public-event-cache';
import { siteAccessTokenOf } from './site-access-header';

const tags = ['guests'];

/** The public event site (no session): the event by its slug, its link preview and the password unlock. */
export async function eventsPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  const service = eventsServiceFor(app, deps);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPublicEventCache({
    channel: deps.publicEvents,
    maxEntries: config.PUBLIC_EVENT_CACHE_ENTRIES,
    maxAgeMs: config.PUBLIC_EVENT_CACHE_SECONDS * 1000,
  });
  app.addHook('onClose', async () => cache.close());
  deps.publicEventFastPath.serveFrom(cache);

  routes.get(
    '/api/users/slug-availability',
    {
      config: perMinute(SLUG_CHECKS_PER_MINUTE),
      schema: {
        tags: ['users: registration'],
        description:
          'Whether a new event can take the slug (reserved slugs count as taken); asked by the registration wizard as the host types.',
        querystring: slugAvailabilityQuerySchema,
        response: {
          200: slugAvailabilityResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    (request) => service.slugAvailability(request.query.slug),
  );

  routes.get(
    '/api/guests/event/:slug',
    {
      // Compressed once per version of the site (lib/public-event/cached-json.ts).
      compress: false,
      schema: {
        tags,
        description:
          'The public site of an active event. Answers an ETag (If-None-Match: 304) and is brotli or gzip encoded when accepted.',
        params: publicEventParamsSchema,
        response: {
          200: getPublicEventResponseSchema,
          304: z
            .null()
            .describe('The version the client holds (If-None-Match)'),
          401: sitePasswordRequiredResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.trim().toLowerCase();
      const snapshot = await cache.get(slug, () =>
        service.publicEventSnapshot(slug),
      );
      if (!snapshot)
        throw new AppError('NOT_FOUND', messages.server.eventNotFound);
      service.assertSnapshotAccess(snapshot, siteAccessTokenOf(request));
      return sendCachedJson(request, reply, snapshot.answer, {
        private: snapshot.passwordVersion !== null,
      });
    },
  );

  routes.get(
    '/api/guests/event/:slug/preview',
    {
      schema: {
        tags,
        description:
          "The shared link's preview (title, subtitle, banner); null for an unknown event or a site behind its password.",
        params: eventPreviewParamsSchema,
        response: { 200: getEventPreviewResponseSchema },
      },
    },
    (request) => service.eventPreview(request.params.slug),
  );

  routes.post(
    '/api/guests/event/:slug/unlock',
    {
      config: perMinute(config.SITE_PASSWORD_ATTEMPTS_PER_MINUTE),
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
    (request) => service.unlockSite(request.params.slug, request.body.password),
  );
}

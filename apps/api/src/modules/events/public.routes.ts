import {
  errorResponseSchema,
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
import { freeAmountLimitsOf } from '../../config';
import type { AppDeps } from '../../app-deps';
import { perMinute } from '../../plugins/rate-limit';
import { SLUG_CHECKS_PER_MINUTE } from './event-slug';
import { createEventsService } from './events.service';
import { siteAccessTokenOf } from './site-access-header';

const tags = ['guests'];

/** The public event site (no session): the event by its slug, its link preview and the password unlock. */
export async function eventsPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config } = deps;
  const service = createEventsService({
    db,
    media: app.media,
    siteTokenSecret: config.SITE_TOKEN_SECRET,
    platformFeeBps: config.PLATFORM_FEE_BPS,
    freeAmountLimits: freeAmountLimitsOf(config),
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

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
      schema: {
        tags,
        params: publicEventParamsSchema,
        response: {
          200: getPublicEventResponseSchema,
          401: sitePasswordRequiredResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) =>
      service.publicEvent(request.params.slug, siteAccessTokenOf(request)),
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

import {
  errorResponseSchema,
  getPublicEventResponseSchema,
  publicEventParamsSchema,
  sitePasswordRequiredResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteAccessTokenOf } from '../public-site/site-access-header';
import type { GuestEventService } from './guest-event.service';

/** Public: GET /api/guests/event/{slug}; a protected site needs the X-Site-Access header. */
export async function guestEventRoutes(
  app: FastifyInstance,
  deps: { service: GuestEventService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/guests/event/:slug',
    {
      schema: {
        tags: ['guests'],
        params: publicEventParamsSchema,
        response: {
          200: getPublicEventResponseSchema,
          401: sitePasswordRequiredResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) =>
      deps.service.bySlug(request.params.slug, siteAccessTokenOf(request)),
  );
}

import {
  errorResponseSchema,
  getPublicEventResponseSchema,
  publicEventParamsSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { GuestEventService } from './guest-event.service';

/** Public: GET /api/guests/event/{slug}. */
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
          404: errorResponseSchema,
        },
      },
    },
    (request) => deps.service.bySlug(request.params.slug),
  );
}

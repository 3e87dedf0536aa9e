import {
  errorResponseSchema,
  eventDashboardResponseSchema,
  ownerEventParamsSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentEvent } from '../../plugins/event-owner';
import { createDashboardService } from './dashboard.service';

/** The host's dashboard counts (owner-only): GET /api/users/events/{eventId}/dashboard. */
export async function dashboardHostRoutes(app: FastifyInstance, deps: AppDeps) {
  app.addHook('onRequest', app.requireEventOwner);
  const service = createDashboardService(deps);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users/events/:eventId/dashboard',
    {
      schema: {
        tags: ['users: event'],
        security: [{ bearer: [] }],
        description:
          'Addition to the product specification: confirmed people, approved gift orders and messages, counted.',
        params: ownerEventParamsSchema,
        response: {
          200: eventDashboardResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => service.eventCounts(currentEvent(request).id),
  );
}

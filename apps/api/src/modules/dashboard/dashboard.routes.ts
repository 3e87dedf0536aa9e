import {
  errorResponseSchema,
  eventDashboardResponseSchema,
  ownerEventParamsSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { DashboardService } from './dashboard.service';

/** Owner route (addition, DESIGN §10): GET /api/users/events/{eventId}/dashboard. */
export async function dashboardRoutes(
  app: FastifyInstance,
  deps: { service: DashboardService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/users/events/:eventId/dashboard',
    {
      schema: {
        tags: ['users: event'],
        security: [{ bearer: [] }],
        description:
          'Addition (DESIGN §10): confirmed people, approved gift orders and messages, counted.',
        params: ownerEventParamsSchema,
        response: {
          200: eventDashboardResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => deps.service.counts(currentEvent(request).id),
  );
}

import {
  errorResponseSchema,
  listEventServicesResponseSchema,
  listPendingPaymentServicesResponseSchema,
  ownerEventIdParamsSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { EventServicesService } from './event-services.service';

const tags = ['users: services'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Owner routes: GET /api/users/events/{id}/services and /pending-payment-services. */
export async function eventServicesRoutes(
  app: FastifyInstance,
  deps: { service: EventServicesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/users/events/:id/services',
    {
      schema: {
        tags,
        security,
        params: ownerEventIdParamsSchema,
        response: { 200: listEventServicesResponseSchema, ...errors },
      },
    },
    (request) => deps.service.list(currentEvent(request).id),
  );
  routes.get(
    '/api/users/events/:id/pending-payment-services',
    {
      schema: {
        tags,
        security,
        params: ownerEventIdParamsSchema,
        response: {
          200: listPendingPaymentServicesResponseSchema,
          ...errors,
        },
      },
    },
    (request) => deps.service.pending(currentEvent(request).id),
  );
}

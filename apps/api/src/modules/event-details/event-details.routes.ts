import {
  errorResponseSchema,
  eventDetailsBodySchema,
  getEventDetailsResponseSchema,
  ownerEventParamsSchema,
  updateEventDetailsResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { EventDetailsService } from './event-details.service';

const tags = ['users: event'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Owner routes: GET/PUT /api/users/event-details/{eventId}. */
export async function eventDetailsRoutes(
  app: FastifyInstance,
  deps: { service: EventDetailsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/users/event-details/:eventId',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        response: { 200: getEventDetailsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.get(currentEvent(request).id),
  );
  routes.put(
    '/api/users/event-details/:eventId',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        body: eventDetailsBodySchema,
        response: { 200: updateEventDetailsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.update(currentEvent(request).id, request.body),
  );
}

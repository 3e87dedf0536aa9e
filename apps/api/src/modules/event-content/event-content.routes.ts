import {
  errorResponseSchema,
  eventContentBodySchema,
  getOwnerEventResponseSchema,
  ownerEventParamsSchema,
  updateEventContentResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { EventContentService } from './event-content.service';

const tags = ['users: event'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Owner routes (register inside the requireEventOwner group): GET/PUT /api/users/event/{eventId}. */
export async function eventContentRoutes(
  app: FastifyInstance,
  deps: { service: EventContentService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/users/event/:eventId',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        response: { 200: getOwnerEventResponseSchema, ...errors },
      },
    },
    (request) => deps.service.get(currentEvent(request).id),
  );
  routes.put(
    '/api/users/event/:eventId',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        body: eventContentBodySchema,
        response: { 200: updateEventContentResponseSchema, ...errors },
      },
    },
    (request) => deps.service.update(currentEvent(request).id, request.body),
  );
}

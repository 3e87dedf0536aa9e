import {
  errorResponseSchema,
  eventSettingsBodySchema,
  getEventSettingsResponseSchema,
  ownerEventParamsSchema,
  updateEventSettingsResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { EventSettingsService } from './event-settings.service';

const tags = ['users: event'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Owner routes: GET/PUT /api/users/event/{eventId}/settings. */
export async function eventSettingsRoutes(
  app: FastifyInstance,
  deps: { service: EventSettingsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/users/event/:eventId/settings',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        response: { 200: getEventSettingsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.get(currentEvent(request).id),
  );
  routes.put(
    '/api/users/event/:eventId/settings',
    {
      schema: {
        tags,
        security,
        params: ownerEventParamsSchema,
        body: eventSettingsBodySchema,
        response: {
          200: updateEventSettingsResponseSchema,
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    (request) => {
      const event = currentEvent(request);
      return deps.service.update(event.id, event.slug, request.body);
    },
  );
}

import {
  errorResponseSchema,
  hostEventMoneyParamsSchema,
  listEventPayoutsResponseSchema,
  requestPayoutResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { PayoutsService } from './payouts.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * Signed-in host (inside the requireUser group): POST and GET
 * /api/users/events/{eventId}/payout-requests (DESIGN §10: creating is a POST).
 */
export async function hostPayoutRoutes(
  app: FastifyInstance,
  deps: { service: PayoutsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireEventOwner);

  routes.post(
    '/api/users/events/:eventId/payout-requests',
    {
      schema: {
        tags: ['users'],
        summary: 'Request a payout of the whole available balance',
        params: hostEventMoneyParamsSchema,
        response: {
          201: requestPayoutResponseSchema,
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await deps.service.request(currentEvent(request).id)),
  );

  routes.get(
    '/api/users/events/:eventId/payout-requests',
    {
      schema: {
        tags: ['users'],
        summary: "The event's payouts, newest first",
        params: hostEventMoneyParamsSchema,
        response: { 200: listEventPayoutsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.list(currentEvent(request).id),
  );
}

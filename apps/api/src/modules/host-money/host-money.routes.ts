import {
  errorResponseSchema,
  eventTransactionsResponseSchema,
  hostEventMoneyParamsSchema,
  listReceivedGiftsResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentEvent } from '../../plugins/event-owner';
import type { HostMoneyService } from './host-money.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Signed-in host (inside the requireUser group): GET …/received-gifts and …/transactions. */
export async function hostMoneyRoutes(
  app: FastifyInstance,
  deps: { service: HostMoneyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireEventOwner);

  routes.get(
    '/api/users/events/:eventId/received-gifts',
    {
      schema: {
        tags: ['users'],
        summary: 'Gifts received (approved orders), newest first',
        params: hostEventMoneyParamsSchema,
        response: { 200: listReceivedGiftsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.receivedGifts(currentEvent(request).id),
  );

  routes.get(
    '/api/users/events/:eventId/transactions',
    {
      schema: {
        tags: ['users'],
        summary: 'Balances: received, transferred, pending and available',
        params: hostEventMoneyParamsSchema,
        response: { 200: eventTransactionsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.transactions(currentEvent(request).id),
  );
}

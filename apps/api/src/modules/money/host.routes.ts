import {
  errorResponseSchema,
  eventTransactionsResponseSchema,
  hostEventMoneyParamsSchema,
  listEventPayoutsResponseSchema,
  listReceivedGiftsResponseSchema,
  requestPayoutResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentEvent } from '../../plugins/event-owner';
import { createMoneyService } from './money.service';

const tags = ['users'];
const params = hostEventMoneyParamsSchema;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** The host's money of one of their events: received gifts, balances and payout requests. */
export async function moneyHostRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = createMoneyService({ db: deps.db });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireEventOwner);

  routes.get(
    '/api/users/events/:eventId/received-gifts',
    {
      schema: {
        tags,
        summary: 'Gifts received (approved orders), newest first',
        params,
        response: { 200: listReceivedGiftsResponseSchema, ...errors },
      },
    },
    (request) => service.receivedGifts(currentEvent(request).id, 'host'),
  );

  routes.get(
    '/api/users/events/:eventId/transactions',
    {
      schema: {
        tags,
        summary: 'Balances: received, transferred, pending and available',
        params,
        response: { 200: eventTransactionsResponseSchema, ...errors },
      },
    },
    (request) => service.transactions(currentEvent(request).id),
  );

  routes.post(
    '/api/users/events/:eventId/payout-requests',
    {
      schema: {
        tags,
        summary: 'Request a payout of the whole available balance',
        params,
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
        .send(await service.requestPayout(currentEvent(request).id)),
  );

  routes.get(
    '/api/users/events/:eventId/payout-requests',
    {
      schema: {
        tags,
        summary: "The event's payouts, newest first",
        params,
        response: { 200: listEventPayoutsResponseSchema, ...errors },
      },
    },
    (request) => service.eventPayouts(currentEvent(request).id),
  );
}

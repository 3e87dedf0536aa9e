import {
  errorResponseSchema,
  eventTransactionsResponseSchema,
  hostEventMoneyParamsSchema,
  listEventPayoutsResponseSchema,
  listReceivedGiftsQuerySchema,
  listReceivedGiftsResponseSchema,
  receivedGiftsDailyResponseSchema,
  payoutDestinationInputSchema,
  payoutDestinationResponseSchema,
  receivedGiftParamsSchema,
  receivedGiftThankedBodySchema,
  receivedGiftThankedResponseSchema,
  requestPayoutResponseSchema,
  savePayoutDestinationResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { csvDownloadHeaders } from '../../lib/csv';
import { currentEvent } from '../../plugins/event-owner';
import { createMoneyService } from './money.service';

const tags = ['users'];
const params = hostEventMoneyParamsSchema;
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The host's money of one of their events: received gifts (with their thanks mark and CSV),
 * balances, the payout destination and payout requests.
 */
export async function moneyHostRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = createMoneyService({ db: deps.db, config: deps.config });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', app.requireEventOwner);

  routes.get(
    '/api/users/events/:eventId/received-gifts',
    {
      schema: {
        tags,
        summary: 'Gifts received (approved orders), newest first',
        params,
        querystring: listReceivedGiftsQuerySchema,
        response: { 200: listReceivedGiftsResponseSchema, ...errors },
      },
    },
    (request) =>
      service.receivedGifts(currentEvent(request).id, 'host', request.query),
  );

  routes.get(
    '/api/users/events/:eventId/received-gifts/daily',
    {
      schema: {
        tags,
        summary: 'Gifts received (approved orders) per day, last 14 days',
        params,
        response: { 200: receivedGiftsDailyResponseSchema, ...errors },
      },
    },
    (request) => service.receivedGiftsDaily(currentEvent(request).id),
  );

  routes.get(
    '/api/users/events/:eventId/received-gifts.csv',
    {
      schema: {
        tags,
        summary:
          'Gifts received as CSV for Excel pt-BR (UTF-8 with BOM, ";" separators)',
        params,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv; charset=utf-8'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await service.receivedGiftsCsv(
        currentEvent(request),
      );
      return reply.headers(csvDownloadHeaders(filename)).send(csv);
    },
  );

  routes.put(
    '/api/users/events/:eventId/received-gifts/:orderId/thanked',
    {
      schema: {
        tags,
        summary: 'Mark or clear the thanks of a received gift',
        params: receivedGiftParamsSchema,
        body: receivedGiftThankedBodySchema,
        response: { 200: receivedGiftThankedResponseSchema, ...errors },
      },
    },
    (request) =>
      service.setThanked(
        currentEvent(request).id,
        request.params.orderId,
        request.body.thanked,
      ),
  );

  routes.get(
    '/api/users/events/:eventId/payout-destination',
    {
      schema: {
        tags,
        summary: 'Where payouts go (masked), or null',
        params,
        response: { 200: payoutDestinationResponseSchema, ...errors },
      },
    },
    (request) => service.destination(currentEvent(request).id),
  );

  routes.put(
    '/api/users/events/:eventId/payout-destination',
    {
      schema: {
        tags,
        summary:
          'Set where payouts go: a Pix key or a bank account (stored encrypted; the host is told by e-mail)',
        params,
        body: payoutDestinationInputSchema,
        response: { 200: savePayoutDestinationResponseSchema, ...errors },
      },
    },
    (request) =>
      service.saveDestination(currentEvent(request).id, request.body),
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

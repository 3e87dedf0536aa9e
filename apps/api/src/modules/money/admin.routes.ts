import {
  adminEventParamsSchema,
  adminPayoutDestinationResponseSchema,
  concludePayoutBodySchema,
  failPayoutBodySchema,
  errorResponseSchema,
  eventTransactionsResponseSchema,
  listAdminPayoutsQuerySchema,
  listAdminPayoutsResponseSchema,
  listReceivedGiftsQuerySchema,
  listReceivedGiftsResponseSchema,
  payoutParamsSchema,
  payoutTransitionResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createAdminEventGuard } from '../../lib/admin-event-guard';
import { currentAdmin } from '../../plugins/auth';
import { createMoneyService } from './money.service';

const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const payoutTags = ['admin: payouts'];
const payoutTransition = {
  200: payoutTransitionResponseSchema,
  ...errors,
  409: errorResponseSchema,
};

/**
 * The back office's money: an event's received gifts and balances (404 for an unknown event),
 * the payouts in a status, and the payout transitions. Only a PENDING payout moves; anything
 * else answers 409.
 */
export async function moneyAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = createMoneyService({ db: deps.db, config: deps.config });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  await routes.register(async (eventRoutes) => {
    eventRoutes.addHook('preHandler', createAdminEventGuard(deps.db));
    const event = eventRoutes.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin: events'];
    const params = adminEventParamsSchema;
    event.get(
      '/api/admin/events/:id/received-gifts',
      {
        schema: {
          tags,
          security,
          summary: "The event's orders except cancelled ones, newest first",
          params,
          querystring: listReceivedGiftsQuerySchema,
          response: { 200: listReceivedGiftsResponseSchema, ...errors },
        },
      },
      (request) =>
        service.receivedGifts(request.params.id, 'admin', request.query),
    );
    event.get(
      '/api/admin/events/:id/transactions',
      {
        schema: {
          tags,
          security,
          summary: 'Balances: received, transferred, pending and available',
          params,
          response: { 200: eventTransactionsResponseSchema, ...errors },
        },
      },
      (request) => service.transactions(request.params.id),
    );
  });

  routes.get(
    '/api/admin/payouts',
    {
      schema: {
        tags: payoutTags,
        security,
        summary: 'Payout requests in a status (default PENDING), newest first',
        querystring: listAdminPayoutsQuerySchema,
        response: {
          200: listAdminPayoutsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => service.payoutsByStatus(request.query),
  );

  routes.get(
    '/api/admin/payouts/:id/destination',
    {
      schema: {
        tags: payoutTags,
        security,
        summary:
          "The payout's destination as it was when requested, whole, for the admin who pays",
        params: payoutParamsSchema,
        response: { 200: adminPayoutDestinationResponseSchema, ...errors },
      },
    },
    (request) => service.payoutDestination(request.params.id),
  );

  routes.put(
    '/api/admin/payouts/:id/conclude',
    {
      schema: {
        tags: payoutTags,
        security,
        summary:
          "Conclude a pending payout with the amount transferred and the transfer's id",
        params: payoutParamsSchema,
        body: concludePayoutBodySchema,
        response: payoutTransition,
      },
    },
    (request) =>
      service.concludePayout(
        request.params.id,
        request.body,
        currentAdmin(request).adminId,
      ),
  );

  routes.put(
    '/api/admin/payouts/:id/fail',
    {
      schema: {
        tags: payoutTags,
        security,
        summary:
          'Mark a pending payout as failed, with the reason (the amount is available again)',
        params: payoutParamsSchema,
        body: failPayoutBodySchema,
        response: payoutTransition,
      },
    },
    (request) =>
      service.closePayout(
        request.params.id,
        { status: 'FAILED', reason: request.body.reason },
        currentAdmin(request).adminId,
      ),
  );

  routes.put(
    '/api/admin/payouts/:id/cancel',
    {
      schema: {
        tags: payoutTags,
        security,
        summary: 'Cancel a pending payout (the amount is available again)',
        params: payoutParamsSchema,
        response: payoutTransition,
      },
    },
    (request) =>
      service.closePayout(
        request.params.id,
        { status: 'CANCELLED' },
        currentAdmin(request).adminId,
      ),
  );
}

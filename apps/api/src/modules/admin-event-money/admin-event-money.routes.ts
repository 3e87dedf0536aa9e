import {
  adminEventParamsSchema,
  errorResponseSchema,
  eventTransactionsResponseSchema,
  listContractedServicesResponseSchema,
  listDefaultServicesResponseSchema,
  listPendingServicesResponseSchema,
  listReceivedGiftsResponseSchema,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminEventGuard } from '../admin-events/admin-event-guard';
import type { AdminEventMoneyService } from './admin-event-money.service';

const tags = ['admin: events'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const params = adminEventParamsSchema;

/** Administrators (inside the requireAdmin group): an event's orders, balances and services. */
export async function adminEventMoneyRoutes(
  app: FastifyInstance,
  deps: { db: Db; service: AdminEventMoneyService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  routes.addHook('preHandler', createAdminEventGuard(deps.db));
  routes.get(
    '/api/admin/events/:id/received-gifts',
    {
      schema: {
        tags,
        security,
        summary: "The event's orders except cancelled ones, newest first",
        params,
        response: { 200: listReceivedGiftsResponseSchema, ...errors },
      },
    },
    (request) => service.receivedGifts(request.params.id),
  );
  routes.get(
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
  routes.get(
    '/api/admin/events/:id/services/contracted',
    {
      schema: {
        tags,
        security,
        params,
        response: { 200: listContractedServicesResponseSchema, ...errors },
      },
    },
    (request) => service.contractedServices(request.params.id),
  );
  routes.get(
    '/api/admin/events/:id/services/pending-payments',
    {
      schema: {
        tags,
        security,
        summary: 'Service purchases waiting for payment (link not expired)',
        params,
        response: { 200: listPendingServicesResponseSchema, ...errors },
      },
    },
    (request) => service.pendingServices(request.params.id),
  );
  routes.get(
    '/api/admin/events/:id/services/default',
    {
      schema: {
        tags,
        security,
        summary: 'The free packages every event has',
        params,
        response: { 200: listDefaultServicesResponseSchema, ...errors },
      },
    },
    () => service.defaultServices(),
  );
}

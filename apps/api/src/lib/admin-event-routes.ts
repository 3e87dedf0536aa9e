import { errorResponseSchema } from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminEventGuard } from './admin-event-guard';

/** The OpenAPI group and security of the back office's event calls. */
export const adminEventDocs = {
  tags: ['admin: events'],
  security: [{ bearer: [] }],
};

/** The error answers every back-office event call documents. */
export const adminEventErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The typed routes of an /api/admin/events/{id}/… sub-resource (guests, messages…),
 * behind the guard that answers 404 'Evento não encontrado.' for an unknown event.
 */
export function adminEventSubRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('preHandler', createAdminEventGuard(db));
  return routes;
}

import {
  adminEventGuestParamsSchema,
  adminEventParamsSchema,
  adminGuestBodySchema,
  deleteAdminGuestResponseSchema,
  errorResponseSchema,
  listAdminGuestsResponseSchema,
  saveAdminGuestResponseSchema,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminEventGuard } from '../admin-events/admin-event-guard';
import type { AdminEventGuestsService } from './admin-event-guests.service';

const tags = ['admin: events'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const saveErrors = { ...errors, 409: errorResponseSchema };

/** Administrators (inside the requireAdmin group): /api/admin/events/{id}/guests. */
export async function adminEventGuestsRoutes(
  app: FastifyInstance,
  deps: { db: Db; service: AdminEventGuestsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('preHandler', createAdminEventGuard(deps.db));
  routes.get(
    '/api/admin/events/:id/guests',
    {
      schema: {
        tags,
        security,
        summary: "The event's guest list",
        params: adminEventParamsSchema,
        response: { 200: listAdminGuestsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.list(request.params.id),
  );
  routes.post(
    '/api/admin/events/:id/guests',
    {
      schema: {
        tags,
        security,
        params: adminEventParamsSchema,
        body: adminGuestBodySchema,
        response: { 200: saveAdminGuestResponseSchema, ...saveErrors },
      },
    },
    (request) => deps.service.create(request.params.id, request.body),
  );
  routes.put(
    '/api/admin/events/:id/guests/:guestId',
    {
      schema: {
        tags,
        security,
        params: adminEventGuestParamsSchema,
        body: adminGuestBodySchema,
        response: { 200: saveAdminGuestResponseSchema, ...saveErrors },
      },
    },
    (request) =>
      deps.service.update(
        request.params.id,
        request.params.guestId,
        request.body,
      ),
  );
  routes.delete(
    '/api/admin/events/:id/guests/:guestId',
    {
      schema: {
        tags,
        security,
        params: adminEventGuestParamsSchema,
        response: { 200: deleteAdminGuestResponseSchema, ...errors },
      },
    },
    (request) => deps.service.remove(request.params.id, request.params.guestId),
  );
}

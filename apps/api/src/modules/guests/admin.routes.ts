import {
  adminEventGuestParamsSchema,
  adminEventParamsSchema,
  adminGuestBodySchema,
  deleteAdminGuestResponseSchema,
  errorResponseSchema,
  listAdminGuestsQuerySchema,
  listAdminGuestsResponseSchema,
  saveAdminGuestResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import {
  adminEventDocs,
  adminEventErrors as errors,
  adminEventSubRoutes,
} from '../../lib/admin-event-routes';
import { createGuestsService } from './guests.service';

const saveErrors = { ...errors, 409: errorResponseSchema };

/** Any event's guest list in the back office: /api/admin/events/{id}/guests…. */
export async function guestsAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = adminEventSubRoutes(app, deps.db);
  const service = createGuestsService({ db: deps.db });
  routes.get(
    '/api/admin/events/:id/guests',
    {
      schema: {
        ...adminEventDocs,
        summary: "The event's guest list",
        params: adminEventParamsSchema,
        querystring: listAdminGuestsQuerySchema,
        response: { 200: listAdminGuestsResponseSchema, ...errors },
      },
    },
    (request) => service.listForAdmin(request.params.id, request.query),
  );
  routes.post(
    '/api/admin/events/:id/guests',
    {
      schema: {
        ...adminEventDocs,
        params: adminEventParamsSchema,
        body: adminGuestBodySchema,
        response: { 200: saveAdminGuestResponseSchema, ...saveErrors },
      },
    },
    (request) => service.addByAdmin(request.params.id, request.body),
  );
  routes.put(
    '/api/admin/events/:id/guests/:guestId',
    {
      schema: {
        ...adminEventDocs,
        params: adminEventGuestParamsSchema,
        body: adminGuestBodySchema,
        response: { 200: saveAdminGuestResponseSchema, ...saveErrors },
      },
    },
    (request) =>
      service.updateByAdmin(
        request.params.id,
        request.params.guestId,
        request.body,
      ),
  );
  routes.delete(
    '/api/admin/events/:id/guests/:guestId',
    {
      schema: {
        ...adminEventDocs,
        params: adminEventGuestParamsSchema,
        response: { 200: deleteAdminGuestResponseSchema, ...errors },
      },
    },
    (request) => service.remove(request.params.id, request.params.guestId),
  );
}

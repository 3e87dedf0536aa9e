import {
  adminEventParamsSchema,
  errorResponseSchema,
  getAdminEventResponseSchema,
  listAdminEventsQuerySchema,
  listAdminEventsResponseSchema,
  updateAdminEventBodySchema,
  updateAdminEventResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminEventsService } from './admin-events.service';

const tags = ['admin: events'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Administrators (inside the requireAdmin group): the event list, an event and the event save. */
export async function adminEventsRoutes(
  app: FastifyInstance,
  deps: { service: AdminEventsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/events',
    {
      schema: {
        tags,
        security,
        summary:
          'Events, newest first, filtered by id, title, slug, status and dates',
        querystring: listAdminEventsQuerySchema,
        response: { 200: listAdminEventsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.list(request.query),
  );
  routes.get(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        security,
        params: adminEventParamsSchema,
        response: { 200: getAdminEventResponseSchema, ...errors },
      },
    },
    (request) => deps.service.get(request.params.id),
  );
  routes.put(
    '/api/admin/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Save the event and its details',
        params: adminEventParamsSchema,
        body: updateAdminEventBodySchema,
        response: {
          200: updateAdminEventResponseSchema,
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    (request) => deps.service.update(request.params.id, request.body),
  );
}

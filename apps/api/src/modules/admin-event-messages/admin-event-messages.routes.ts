import {
  adminEventMessageParamsSchema,
  adminEventParamsSchema,
  deleteGuestMessageResponseSchema,
  errorResponseSchema,
  listGuestMessagesResponseSchema,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminEventGuard } from '../admin-events/admin-event-guard';
import type { AdminEventMessagesService } from './admin-event-messages.service';

const tags = ['admin: events'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Administrators (inside the requireAdmin group): /api/admin/events/{id}/messages. */
export async function adminEventMessagesRoutes(
  app: FastifyInstance,
  deps: { db: Db; service: AdminEventMessagesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('preHandler', createAdminEventGuard(deps.db));
  routes.get(
    '/api/admin/events/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: "The event's guest messages, newest first",
        params: adminEventParamsSchema,
        response: { 200: listGuestMessagesResponseSchema, ...errors },
      },
    },
    (request) => deps.service.list(request.params.id),
  );
  routes.delete(
    '/api/admin/events/:id/messages/:messageId',
    {
      schema: {
        tags,
        security,
        params: adminEventMessageParamsSchema,
        response: { 200: deleteGuestMessageResponseSchema, ...errors },
      },
    },
    (request) =>
      deps.service.remove(request.params.id, request.params.messageId),
  );
}

import {
  adminEventMessageParamsSchema,
  adminEventParamsSchema,
  deleteGuestMessageResponseSchema,
  errorResponseSchema,
  listGuestMessagesQuerySchema,
  listGuestMessagesResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAdminEventGuard } from '../../lib/admin-event-guard';
import type { AppDeps } from '../../app-deps';
import { createMessagesService } from './messages.service';

const tags = ['admin: events'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Any event's messages in the back office: /api/admin/events/{id}/messages…. */
export async function messagesAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('preHandler', createAdminEventGuard(deps.db));
  const service = createMessagesService({ db: deps.db });
  routes.get(
    '/api/admin/events/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: "The event's guest messages, newest first",
        params: adminEventParamsSchema,
        querystring: listGuestMessagesQuerySchema,
        response: { 200: listGuestMessagesResponseSchema, ...errors },
      },
    },
    (request) => service.list(request.params.id, request.query),
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
    (request) => service.remove(request.params.id, request.params.messageId),
  );
}

import {
  adminEventMessageParamsSchema,
  adminEventParamsSchema,
  deleteGuestMessageResponseSchema,
  listGuestMessagesQuerySchema,
  listGuestMessagesResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import {
  adminEventDocs,
  adminEventErrors as errors,
  adminEventSubRoutes,
} from '../../lib/admin-event-routes';
import { createMessagesService } from './messages.service';

/** Any event's messages in the back office: /api/admin/events/{id}/messages…. */
export async function messagesAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = adminEventSubRoutes(app, deps.db);
  const service = createMessagesService({ db: deps.db });
  routes.get(
    '/api/admin/events/:id/messages',
    {
      schema: {
        ...adminEventDocs,
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
        ...adminEventDocs,
        params: adminEventMessageParamsSchema,
        response: { 200: deleteGuestMessageResponseSchema, ...errors },
      },
    },
    (request) => service.remove(request.params.id, request.params.messageId),
  );
}

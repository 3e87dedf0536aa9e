import { messagesRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { MessagesService } from './messages.service';

/** Any event's messages in the back office: /api/admin/events/{id}/messages…. */
export function messagesAdminRoutes(
  app: FastifyInstance,
  service: MessagesService,
): void {
  route(app, messagesRoutes.adminList, (request) =>
    service.list(request.params.id, request.query),
  );
  route(app, messagesRoutes.adminRemove, (request) =>
    service.remove(request.params.id, request.params.messageId),
  );
}

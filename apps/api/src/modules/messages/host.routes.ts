import { messagesRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentEvent } from '../../plugins/event-access';
import type { MessagesService } from './messages.service';

/** The messages of a host's event: /api/users/messages/{eventId}…. */
export function messagesHostRoutes(
  app: FastifyInstance,
  service: MessagesService,
): void {
  route(app, messagesRoutes.list, (request) =>
    service.list(currentEvent(request).id, request.query),
  );
  route(app, messagesRoutes.remove, (request) =>
    service.remove(currentEvent(request).id, request.params.messageId),
  );
}

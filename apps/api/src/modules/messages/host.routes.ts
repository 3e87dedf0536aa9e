import { messagesRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentEvent } from '../../plugins/event-access';
import type { MessageListService } from './message-list.service';
import type { MessagesService } from './messages.service';

/** The messages of a host's event: /api/users/messages/{eventId}…. */
export function messagesHostRoutes(
  app: FastifyInstance,
  service: MessagesService,
  messageList: MessageListService,
): void {
  route(app, messagesRoutes.list, (request) => {
    const event = currentEvent(request);
    return messageList.list(event.id, event.role, request.query);
  });
  route(app, messagesRoutes.remove, (request) =>
    service.remove(currentEvent(request).id, request.params.messageId),
  );
  route(app, messagesRoutes.setThanked, (request) =>
    messageList.setThanked(
      currentEvent(request).id,
      request.params.source,
      request.params.sourceId,
      request.body.thanked,
    ),
  );
  route(app, messagesRoutes.thanksEmail, (request) =>
    messageList.thankByEmail(
      currentEvent(request).id,
      request.params.source,
      request.params.sourceId,
      request.body.text,
    ),
  );
}

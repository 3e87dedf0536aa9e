import { messagesRoutes, type MessageThanksParams } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { currentEvent } from '../../plugins/event-access';
import { HOUR_MS, limitBy } from '../../plugins/rate-limit';
import type { MessageListService } from './message-list.service';
import type { MessagesService } from './messages.service';

/** Thanks e-mails to one message's sender per 24 hours: a fix of the text, not a stream. */
export const THANKS_EMAILS_PER_MESSAGE_PER_DAY = 3;

const thanksTarget = (request: FastifyRequest) => {
  const { eventId, source, sourceId } = request.params as MessageThanksParams;
  return { eventId, message: `${eventId}:${source}:${sourceId}` };
};

/** The messages of a host's event: /api/users/messages/{eventId}…. */
export function messagesHostRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  service: MessagesService,
  messageList: MessageListService,
): void {
  // The thanks e-mail carries the couple's own text to an address a visitor typed: capped per
  // event and per message so it cannot become a way to send mail at will (docs/limits.md).
  const thanksCaps = limitBy(app, [
    {
      name: 'thanks-event',
      max: deps.config.THANKS_EMAILS_PER_EVENT_PER_HOUR,
      timeWindowMs: HOUR_MS,
      key: (request) => String(thanksTarget(request).eventId),
      message: apiTexts.server.thanksEmailsPerEventPerHour,
    },
    {
      name: 'thanks-message',
      max: THANKS_EMAILS_PER_MESSAGE_PER_DAY,
      timeWindowMs: 24 * HOUR_MS,
      key: (request) => thanksTarget(request).message,
      message: apiTexts.server.thanksEmailsPerMessagePerDay,
    },
  ]);

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
  route(
    app,
    messagesRoutes.thanksEmail,
    (request) =>
      messageList.thankByEmail(
        currentEvent(request).id,
        request.params.source,
        request.params.sourceId,
        request.body.text,
      ),
    { preHandler: thanksCaps },
  );
}

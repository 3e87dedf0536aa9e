import {
  sendGuestMessageBodySchema,
  sendGuestMessageResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { siteVisitorRoute } from '../events/site-visitor-route';
import { createMessagesService } from './messages.service';

/** The public site (no session): a visitor leaves a message for the hosts. */
export async function messagesPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
) {
  const service = createMessagesService({ db: deps.db });
  siteVisitorRoute(app, deps, {
    url: '/api/guests/message/:eventId',
    maxPerMinute: deps.config.MESSAGES_PER_MINUTE,
    body: sendGuestMessageBodySchema,
    reply: sendGuestMessageResponseSchema,
    handle: (event, body) => service.send(event, body),
  });
}

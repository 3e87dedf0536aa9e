import { messagesRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { siteVisitorRoute } from '../events/site-visitor-route';
import type { MessagesService } from './messages.service';

/** The public site (no session): a visitor leaves a message for the hosts. */
export function messagesPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  service: MessagesService,
): void {
  siteVisitorRoute(app, deps, messagesRoutes.send, {
    maxPerMinute: deps.config.MESSAGES_PER_MINUTE,
    handle: (event, body) => service.send(event, body),
  });
}

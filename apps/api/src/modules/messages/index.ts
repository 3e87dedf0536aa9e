import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { messagesAdminRoutes } from './admin.routes';
import { messagesHostRoutes } from './host.routes';
import { createMessageListService } from './message-list.service';
import { createMessagesService } from './messages.service';
import { messagesPublicRoutes } from './public.routes';

/** The messages domain: its services, built once, and its routes for every audience. */
export async function messagesDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const service = createMessagesService({ db: deps.db });
  messagesPublicRoutes(app, deps, service);
  messagesHostRoutes(
    app,
    deps,
    service,
    createMessageListService({ db: deps.db }),
  );
  messagesAdminRoutes(app, service);
}

import { eventsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { AdminEventsService } from './admin-events.service';

/** The back office: the event list, an event and its save. */
export function eventsAdminRoutes(
  app: FastifyInstance,
  service: AdminEventsService,
): void {
  route(app, eventsRoutes.adminList, (request) =>
    service.adminList(request.query),
  );
  route(app, eventsRoutes.adminGet, (request) =>
    service.adminGet(request.params.id),
  );
  route(app, eventsRoutes.adminUpdate, (request) =>
    service.adminUpdate(request.params.id, request.body),
  );
}

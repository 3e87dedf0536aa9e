import { guestsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { GuestsService } from './guests.service';

/** Any event's guest list in the back office: /api/admin/events/{id}/guests…. */
export function guestsAdminRoutes(
  app: FastifyInstance,
  service: GuestsService,
): void {
  route(app, guestsRoutes.adminList, (request) =>
    service.listForAdmin(request.params.id, request.query),
  );
  route(app, guestsRoutes.adminAdd, (request) =>
    service.addByAdmin(request.params.id, request.body),
  );
  route(app, guestsRoutes.adminUpdate, (request) =>
    service.updateByAdmin(
      request.params.id,
      request.params.guestId,
      request.body,
    ),
  );
  route(app, guestsRoutes.adminRemove, (request) =>
    service.remove(request.params.id, request.params.guestId),
  );
}

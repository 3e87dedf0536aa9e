import { guestsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { csvDownloadHeaders } from '../../lib/csv';
import { currentEvent } from '../../plugins/event-access';
import type { GuestsService } from './guests.service';

/** The guest list of a host's event and its CSV: /api/users/guests/{eventId}…. */
export function guestsHostRoutes(
  app: FastifyInstance,
  service: GuestsService,
): void {
  route(app, guestsRoutes.list, (request) =>
    service.list(currentEvent(request).id, request.query),
  );
  route(app, guestsRoutes.add, (request) =>
    service.addByHost(
      currentEvent(request).id,
      currentUser(request).userId,
      request.body,
    ),
  );
  route(app, guestsRoutes.update, (request) =>
    service.updateByHost(
      currentEvent(request).id,
      request.params.guestId,
      request.body,
    ),
  );
  route(app, guestsRoutes.remove, (request) =>
    service.remove(currentEvent(request).id, request.params.guestId),
  );
  route(app, guestsRoutes.exportCsv, async (request, reply) => {
    const { filename, csv } = await service.exportCsv(currentEvent(request));
    return reply.headers(csvDownloadHeaders(filename)).send(csv);
  });
  route(app, guestsRoutes.acceptResponse, (request) =>
    service.acceptResponse(
      currentEvent(request).id,
      currentUser(request).userId,
      request.params.guestId,
      request.params.responseId,
    ),
  );
  route(app, guestsRoutes.discardResponse, (request) =>
    service.discardResponse(
      currentEvent(request).id,
      request.params.guestId,
      request.params.responseId,
    ),
  );
}

import { guestsRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { csvDownloadHeaders } from '../../lib/csv';
import { currentEvent } from '../../plugins/event-access';
import type { GuestsService } from './guests.service';

/** A host's guest list as CSV and the open-form answers to review: /api/users/guests/{eventId}/…. */
export function guestsHostRoutes(
  app: FastifyInstance,
  service: GuestsService,
): void {
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

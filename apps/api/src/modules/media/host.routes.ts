import { mediaRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentEvent } from '../../plugins/event-access';
import type { MediaService } from './media.service';

/** The gallery of a host's event: /api/users/event-gallery/{eventId}…. */
export function mediaHostRoutes(
  app: FastifyInstance,
  service: MediaService,
): void {
  route(app, mediaRoutes.list, (request) =>
    service.list(currentEvent(request).id),
  );

  route(app, mediaRoutes.add, async (request) => {
    const { id } = currentEvent(request);
    const upload = await app.media.receive(request, {
      kinds: ['image', 'video'],
    });
    return service.add(id, upload);
  });

  route(app, mediaRoutes.remove, (request) =>
    service.remove(currentEvent(request).id, request.params.itemId),
  );
}

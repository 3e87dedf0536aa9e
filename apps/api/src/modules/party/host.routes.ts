import { partyRoutes } from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { downloadHeaders } from '../../lib/download-headers';
import { currentEvent } from '../../plugins/event-access';
import type { MediaStorage } from '../../storage/media-storage';
import type { PartyAlbumLinks } from './party-album-links';
import { streamAlbumZip } from './party-album-zip';
import type { PartyMediaService } from './party-media.service';
import type { PartySettingsService } from './party-settings.service';

/** The host's party: /api/users/party/{eventId}…. */
export function partyHostRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    storage: MediaStorage;
    settings: PartySettingsService;
    media: PartyMediaService;
    albumLinks: PartyAlbumLinks;
  },
): void {
  const { settings, media, albumLinks } = deps;

  route(app, partyRoutes.overview, (request) =>
    settings.overview(currentEvent(request).id),
  );
  route(app, partyRoutes.saveSettings, (request) =>
    settings.save(currentEvent(request).id, request.body),
  );
  route(app, partyRoutes.listMedia, (request) =>
    media.list(currentEvent(request).id, request.query),
  );
  route(app, partyRoutes.setMediaStatus, (request) =>
    media.setStatus(
      currentEvent(request).id,
      request.params.mediaId,
      request.body.status,
    ),
  );
  route(app, partyRoutes.removeMedia, (request) =>
    media.remove(currentEvent(request).id, request.params.mediaId),
  );
  route(app, partyRoutes.albumLink, (request) =>
    albumLinks.create(currentEvent(request).id),
  );
  route(app, partyRoutes.albumZip, async (request, reply) => {
    const { eventId, slug } = await albumLinks.open(request.query.token);
    return reply
      .headers({
        ...downloadHeaders(`album-${slug}.zip`, 'application/zip'),
        'referrer-policy': 'no-referrer',
      })
      .send(
        streamAlbumZip({
          db: deps.db,
          storage: deps.storage,
          eventId,
          log: request.log,
        }),
      );
  });
}

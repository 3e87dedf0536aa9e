import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { AppDeps } from '../../app-deps';
import { clientAddress, limitBy } from '../../plugins/rate-limit';
import { partyHostRoutes } from './host.routes';
import { createPartyAlbumLinks } from './party-album-links';
import { createPartyMediaService } from './party-media.service';
import { createPartySettingsService } from './party-settings.service';
import { createPartySite } from './party-site';
import { createPartyUploadsService } from './party-uploads.service';
import { partyVideoRoutes } from './party-videos';
import { partyPublicRoutes } from './public.routes';
import { wallRoutes } from './wall.routes';

/** Guests' uploads per client address: counted over 10 minutes (PARTY_UPLOADS_PER_10_MINUTES). */
const UPLOAD_WINDOW_MS = 10 * 60 * 1000;

/** The party domain: guests' photos and videos, the album, the host's moderation and ZIP. */
export async function partyDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { db, config, storage } = deps;
  const quota = {
    maxCount: config.PARTY_MEDIA_MAX_COUNT,
    maxBytes: config.PARTY_MEDIA_MAX_BYTES,
  };
  const site = createPartySite({
    db,
    siteTokenSecret: config.SITE_TOKEN_SECRET,
  });
  const settings = createPartySettingsService({ db, quota });
  const uploads = createPartyUploadsService({ db, media: app.media, quota });
  const media = createPartyMediaService({ db, media: app.media });
  // Photos and videos together, per address: 200 guests on the venue's Wi-Fi share one.
  const uploadLimit = limitBy(app, [
    {
      name: 'party-upload',
      max: config.PARTY_UPLOADS_PER_10_MINUTES,
      timeWindowMs: UPLOAD_WINDOW_MS,
      key: clientAddress,
      message: apiTexts.party.tooManyUploads,
    },
  ]);

  partyPublicRoutes(app, { site, settings, uploads, media, uploadLimit });
  await partyVideoRoutes(app, {
    site,
    uploads,
    directory: path.join(config.DATA_DIR, 'party-uploads'),
    uploadLimit,
    log: app.log,
  });
  partyHostRoutes(app, {
    db,
    storage,
    settings,
    media,
    albumLinks: createPartyAlbumLinks({ db, secret: config.SITE_TOKEN_SECRET }),
  });
  await wallRoutes(app, deps);
}

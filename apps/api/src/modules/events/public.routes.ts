import { eventsRoutes, SHARE_IMAGE } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { sendCachedJson } from '../../lib/public-event/cached-json';
import { perMinute } from '../../plugins/rate-limit';
import { SLUG_CHECKS_PER_MINUTE } from './event-slug';
import type { PublicEventCache } from './public-event-cache';
import type { PublicSiteService } from './public-site.service';
import type { ShareImages } from './share-image/share-images';
import { siteAccessTokenOf } from './site-access-header';
import type { SlugAvailabilityService } from './slug-availability.service';

/** The public event site (no session): the event by its slug, its link preview and the password unlock; the wizard's slug check. */
export function eventsPublicRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config'>,
  services: {
    site: PublicSiteService;
    slugs: SlugAvailabilityService;
    /** The public sites kept in memory (also answered by the fast path). */
    cache: PublicEventCache;
    shareImages: ShareImages;
  },
): void {
  const { site, slugs, cache, shareImages } = services;

  route(
    app,
    eventsRoutes.slugAvailability,
    (request) => slugs.slugAvailability(request.query.slug),
    { config: perMinute(SLUG_CHECKS_PER_MINUTE) },
  );

  route(
    app,
    eventsRoutes.publicEvent,
    async (request, reply) => {
      const slug = request.params.slug.trim().toLowerCase();
      const snapshot = await cache.get(slug, () =>
        site.publicEventSnapshot(slug),
      );
      if (!snapshot)
        throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
      site.assertSnapshotAccess(snapshot, siteAccessTokenOf(request));
      return sendCachedJson(request, reply, snapshot.answer, {
        private: snapshot.passwordVersion !== null,
      });
    },
    // Compressed once per version of the site (lib/public-event/cached-json.ts).
    { compress: false },
  );

  route(app, eventsRoutes.preview, (request) =>
    site.eventPreview(request.params.slug),
  );

  // A version names its content: cached for a year. Drawn once, on the first request (the
  // link crawler's), never while the event's page is answered.
  route(
    app,
    eventsRoutes.shareImage,
    async (request, reply) => {
      const { slug, version } = request.params;
      const current = await site.shareImageOf(slug);
      if (current?.version !== version)
        throw new AppError('NOT_FOUND', apiTexts.server.shareImageNotFound);
      const picture = await shareImages.picture(
        current.eventId,
        current.content,
      );
      return reply
        .header('content-type', SHARE_IMAGE.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(picture);
    },
    { compress: false },
  );

  route(
    app,
    eventsRoutes.unlock,
    (request) => site.unlockSite(request.params.slug, request.body.password),
    { config: perMinute(deps.config.SITE_PASSWORD_ATTEMPTS_PER_MINUTE) },
  );
}

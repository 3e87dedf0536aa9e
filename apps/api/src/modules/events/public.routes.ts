import { eventsRoutes } from '@celebra/contracts';
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
  },
): void {
  const { site, slugs, cache } = services;

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

  route(
    app,
    eventsRoutes.unlock,
    (request) => site.unlockSite(request.params.slug, request.body.password),
    { config: perMinute(deps.config.SITE_PASSWORD_ATTEMPTS_PER_MINUTE) },
  );
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { freeAmountLimitsOf } from '../../config';
import { createEdgeStreams } from '../../lib/public-event/edge-streams';
import { eventsAdminRoutes } from './admin.routes';
import { createAdminEventsService } from './admin-events.service';
import { createCustomPagesService } from './custom-pages.service';
import { eventsEdgeRoutes } from './edge.routes';
import { createEventContentService } from './event-content.service';
import { createEventDetailsService } from './event-details.service';
import { createEventImagesService } from './event-images.service';
import { createEventSettingsService } from './event-settings.service';
import { eventsHostRoutes } from './host.routes';
import { createPublicEventCache } from './public-event-cache';
import { createPublicSiteService } from './public-site.service';
import { eventsPublicRoutes } from './public.routes';
import { createShareImages } from './share-image/share-images';
import { createSlugAvailabilityService } from './slug-availability.service';

/**
 * The events domain: its services, built once, the public sites' cache (handed to the fast
 * path too), the edges' streams when EDGE_KEY is set, and its routes for every audience.
 */
export async function eventsDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { db, config, publicEvents } = deps;

  const cache = createPublicEventCache({
    channel: publicEvents,
    maxEntries: config.PUBLIC_EVENT_CACHE_ENTRIES,
    maxAgeMs: config.PUBLIC_EVENT_CACHE_SECONDS * 1000,
  });
  app.addHook('onClose', async () => cache.close());
  deps.publicEventFastPath.serveFrom(cache);

  eventsPublicRoutes(app, deps, {
    site: createPublicSiteService({
      db,
      siteTokenSecret: config.SITE_TOKEN_SECRET,
      platformFeeBps: config.PLATFORM_FEE_BPS,
      cardMaxInstallments: config.CARD_MAX_INSTALLMENTS,
      freeAmountLimits: freeAmountLimitsOf(config),
    }),
    slugs: createSlugAvailabilityService({ db }),
    cache,
    shareImages: createShareImages({ storage: deps.storage }),
  });

  const edgeKey = Buffer.from(config.EDGE_KEY ?? '');
  if (edgeKey.length > 0) {
    const streams = createEdgeStreams(publicEvents);
    app.addHook('preClose', async () => streams.close());
    eventsEdgeRoutes(app, { key: edgeKey, streams });
  }

  eventsHostRoutes(app, {
    images: createEventImagesService({ db, media: app.media, publicEvents }),
    content: createEventContentService({ db, publicEvents }),
    details: createEventDetailsService({ db, publicEvents }),
    settings: createEventSettingsService({ db, publicEvents }),
    pages: createCustomPagesService({ db, publicEvents }),
  });

  eventsAdminRoutes(app, createAdminEventsService({ db, publicEvents }));
}

import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { customPagesRoutes } from '../custom-pages/custom-pages.routes';
import { createCustomPagesService } from '../custom-pages/custom-pages.service';
import { dashboardRoutes } from '../dashboard/dashboard.routes';
import { createDashboardService } from '../dashboard/dashboard.service';
import { eventContentRoutes } from '../event-content/event-content.routes';
import { createEventContentService } from '../event-content/event-content.service';
import { eventDetailsRoutes } from '../event-details/event-details.routes';
import { createEventDetailsService } from '../event-details/event-details.service';
import { eventGiftsRoutes } from '../event-gifts/event-gifts.routes';
import { createEventGiftsService } from '../event-gifts/event-gifts.service';
import { eventServicesRoutes } from '../event-services/event-services.routes';
import { createEventServicesService } from '../event-services/event-services.service';
import { eventSettingsRoutes } from '../event-settings/event-settings.routes';
import { createEventSettingsService } from '../event-settings/event-settings.service';

/**
 * The host's event area: content, details, settings, gifts, custom pages, services and
 * dashboard. Register inside the requireUser group; every route here is owner-only.
 */
export async function eventAreaRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  app.addHook('onRequest', app.requireEventOwner);
  await app.register(eventContentRoutes, {
    service: createEventContentService({ db }),
  });
  await app.register(eventDetailsRoutes, {
    service: createEventDetailsService({ db }),
  });
  await app.register(eventSettingsRoutes, {
    service: createEventSettingsService({ db }),
  });
  await app.register(eventGiftsRoutes, {
    service: createEventGiftsService({ db }),
  });
  await app.register(customPagesRoutes, {
    service: createCustomPagesService({ db }),
  });
  await app.register(eventServicesRoutes, {
    service: createEventServicesService({ db }),
  });
  await app.register(dashboardRoutes, {
    service: createDashboardService({ db }),
  });
}

import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { MediaStorage } from '../../storage/media-storage';
import { adminEventCategoriesRoutes } from '../admin-event-categories/admin-event-categories.routes';
import { createAdminEventCategoriesService } from '../admin-event-categories/admin-event-categories.service';
import { adminEventTypesRoutes } from '../admin-event-types/admin-event-types.routes';
import { createAdminEventTypesService } from '../admin-event-types/admin-event-types.service';
import { adminGiftsRoutes } from '../admin-gifts/admin-gifts.routes';
import { createAdminGiftsService } from '../admin-gifts/admin-gifts.service';
import { adminServiceTypesRoutes } from '../admin-service-types/admin-service-types.routes';
import { createAdminServiceTypesService } from '../admin-service-types/admin-service-types.service';
import { adminServicesRoutes } from '../admin-services/admin-services.routes';
import { createAdminServicesService } from '../admin-services/admin-services.service';
import { createCatalogueImages } from './catalogue-images';

/**
 * The back-office catalogue (register inside the requireAdmin group): gifts, event categories,
 * event types, services and service types. Needs `app.media` (mediaPlugin).
 */
export async function adminCatalogueRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: MediaStorage },
) {
  const { db } = deps;
  const images = createCatalogueImages({ ...deps, media: app.media });
  await app.register(adminGiftsRoutes, {
    service: createAdminGiftsService({ db, images }),
  });
  await app.register(adminEventCategoriesRoutes, {
    service: createAdminEventCategoriesService({ db, images }),
  });
  await app.register(adminEventTypesRoutes, {
    service: createAdminEventTypesService({ db, images }),
  });
  await app.register(adminServicesRoutes, {
    service: createAdminServicesService({ db }),
  });
  await app.register(adminServiceTypesRoutes, {
    service: createAdminServiceTypesService({ db }),
  });
}

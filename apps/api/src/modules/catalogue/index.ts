import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { freeAmountLimitsOf } from '../../config';
import { catalogueAdminRoutes } from './admin.routes';
import { createCatalogueGiftsService } from './catalogue-gifts.service';
import { createCatalogueImages } from './catalogue-images';
import { createEventTypesService } from './event-types.service';
import { createGiftListService } from './gift-list.service';
import { createGiftSuggestionsService } from './gift-suggestions.service';
import { catalogueHostRoutes } from './host.routes';
import { createOwnGiftsService } from './own-gifts.service';
import { cataloguePublicRoutes } from './public.routes';
import { createWizardListsService } from './wizard-lists.service';

/** The catalogue domain: its services, built once, and its routes for every audience. Needs `app.media`. */
export async function catalogueDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { db, storage, publicEvents } = deps;
  const media = app.media;
  const images = createCatalogueImages({ db, storage, media });
  const suggestions = createGiftSuggestionsService({ db });

  cataloguePublicRoutes(app, createWizardListsService({ db }));
  catalogueHostRoutes(app, deps, {
    giftList: createGiftListService({ db, suggestions, publicEvents }),
    suggestions,
    ownGifts: createOwnGiftsService({
      db,
      storage,
      media,
      freeAmountLimits: freeAmountLimitsOf(deps.config),
      publicEvents,
    }),
  });
  catalogueAdminRoutes(app, {
    gifts: createCatalogueGiftsService({ db, images, publicEvents }),
    eventTypes: createEventTypesService({ db, images }),
  });
}

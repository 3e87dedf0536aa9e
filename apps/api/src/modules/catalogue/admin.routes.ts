import { adminTexts, catalogueRoutes } from '@celebra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { route } from '../../http/route';
import { readCatalogueForm } from './catalogue-form';
import type { CatalogueGiftsService } from './catalogue-gifts.service';
import type { EventTypesService } from './event-types.service';

/**
 * The back-office catalogue: gifts, event categories and event types. A form with an image is
 * read by `readCatalogueForm`, the image required on create only.
 */
export function catalogueAdminRoutes(
  app: FastifyInstance,
  services: { gifts: CatalogueGiftsService; eventTypes: EventTypesService },
): void {
  const { gifts, eventTypes } = services;
  const formOf = <Fields extends z.ZodObject>(
    request: FastifyRequest,
    form: { fields: Fields; file: string },
    imageRequired?: string,
  ) => readCatalogueForm(request, app.media, form, { imageRequired });

  route(app, catalogueRoutes.adminGiftsByCategory, () =>
    gifts.giftsByCategory(),
  );
  route(app, catalogueRoutes.adminGift, (request) =>
    gifts.gift(request.params.id),
  );
  route(app, catalogueRoutes.adminCreateGift, async (request) =>
    gifts.createGift(
      await formOf(
        request,
        catalogueRoutes.adminCreateGift.multipart,
        adminTexts.validation.imageUploadRequired,
      ),
    ),
  );
  route(app, catalogueRoutes.adminUpdateGift, async (request) =>
    gifts.updateGift(
      request.params.id,
      await formOf(request, catalogueRoutes.adminUpdateGift.multipart),
    ),
  );
  route(app, catalogueRoutes.adminRemoveGift, (request) =>
    gifts.removeGift(request.params.id),
  );

  route(app, catalogueRoutes.adminEventCategories, () =>
    eventTypes.adminCategories(),
  );
  route(app, catalogueRoutes.adminCreateEventCategory, (request) =>
    eventTypes.createCategory(request.body),
  );
  route(app, catalogueRoutes.adminUpdateEventCategory, (request) =>
    eventTypes.updateCategory(request.params.id, request.body),
  );
  route(app, catalogueRoutes.adminRemoveEventCategory, (request) =>
    eventTypes.removeCategory(request.params.id),
  );

  route(app, catalogueRoutes.adminEventTypes, () =>
    eventTypes.adminEventTypes(),
  );
  route(app, catalogueRoutes.adminEventTypesWithCategories, () =>
    eventTypes.adminEventTypesWithCategories(),
  );
  route(app, catalogueRoutes.adminCreateEventType, async (request) =>
    eventTypes.createEventType(
      await formOf(
        request,
        catalogueRoutes.adminCreateEventType.multipart,
        adminTexts.validation.imageRequired,
      ),
    ),
  );
  route(app, catalogueRoutes.adminUpdateEventType, async (request) =>
    eventTypes.updateEventType(
      request.params.id,
      await formOf(request, catalogueRoutes.adminUpdateEventType.multipart),
    ),
  );
  route(app, catalogueRoutes.adminRemoveEventType, (request) =>
    eventTypes.removeEventType(request.params.id),
  );
}

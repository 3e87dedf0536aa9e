import {
  adminCatalogueDeleteResponseSchema,
  adminCatalogueParamsSchema,
  adminCatalogueWriteResponseSchema,
  adminEventCategoriesResponseSchema,
  adminEventCategoryCreateBodySchema,
  adminEventCategoryUpdateBodySchema,
  adminEventTypeFormSchema,
  adminEventTypesResponseSchema,
  adminEventTypesWithCategoriesResponseSchema,
  adminGiftFormSchema,
  adminGiftResponseSchema,
  adminGiftsByCategoryResponseSchema,
  errorResponseSchema,
  messages,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createCatalogueService } from './catalogue.service';
import { imageFormRoutes } from './upload-route-schema';

const giftTags = ['admin: gifts'];
const eventTypeTags = ['admin: event types'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};
const listResponse = <Schema>(schema: Schema) => ({
  200: schema,
  401: errorResponseSchema,
});
const removeResponse = {
  200: adminCatalogueWriteResponseSchema,
  ...errors,
  409: errorResponseSchema,
};

/** The back-office catalogue: gifts, event categories and event types. Needs `app.media`. */
export async function catalogueAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createCatalogueService({ ...deps, media: app.media });

  routes.get(
    '/api/admin/gifts/categories',
    {
      schema: {
        tags: giftTags,
        security,
        response: listResponse(adminGiftsByCategoryResponseSchema),
      },
    },
    () => service.giftsByCategory(),
  );
  routes.get(
    '/api/admin/gifts/:id',
    {
      schema: {
        tags: giftTags,
        security,
        params: adminCatalogueParamsSchema,
        response: { 200: adminGiftResponseSchema, ...errors },
      },
    },
    (request) => service.gift(request.params.id),
  );
  imageFormRoutes(app, {
    url: '/api/admin/gifts',
    tags: giftTags,
    fields: adminGiftFormSchema,
    description:
      'Multipart: name, description, eventCategoryId, price (centavos), active and image (required on create).',
    imageRequired: messages.validation.imageUploadRequired,
    create: service.createGift,
    update: service.updateGift,
  });
  routes.delete(
    '/api/admin/gifts/:id',
    {
      schema: {
        tags: giftTags,
        security,
        params: adminCatalogueParamsSchema,
        response: { 200: adminCatalogueDeleteResponseSchema, ...errors },
      },
    },
    (request) => service.removeGift(request.params.id),
  );

  routes.get(
    '/api/admin/event-categories',
    {
      schema: {
        tags: eventTypeTags,
        security,
        response: listResponse(adminEventCategoriesResponseSchema),
      },
    },
    () => service.adminCategories(),
  );
  routes.post(
    '/api/admin/event-categories',
    {
      schema: {
        tags: eventTypeTags,
        security,
        body: adminEventCategoryCreateBodySchema,
        response: { 200: adminCatalogueWriteResponseSchema, ...errors },
      },
    },
    (request) => service.createCategory(request.body),
  );
  routes.put(
    '/api/admin/event-categories/:id',
    {
      schema: {
        tags: eventTypeTags,
        security,
        params: adminCatalogueParamsSchema,
        body: adminEventCategoryUpdateBodySchema,
        response: { 200: adminCatalogueWriteResponseSchema, ...errors },
      },
    },
    (request) => service.updateCategory(request.params.id, request.body),
  );
  routes.delete(
    '/api/admin/event-categories/:id',
    {
      schema: {
        tags: eventTypeTags,
        security,
        params: adminCatalogueParamsSchema,
        response: removeResponse,
      },
    },
    (request) => service.removeCategory(request.params.id),
  );

  routes.get(
    '/api/admin/event-types',
    {
      schema: {
        tags: eventTypeTags,
        security,
        response: listResponse(adminEventTypesResponseSchema),
      },
    },
    () => service.adminEventTypes(),
  );
  routes.get(
    '/api/admin/event-types-with-categories',
    {
      schema: {
        tags: eventTypeTags,
        security,
        response: listResponse(adminEventTypesWithCategoriesResponseSchema),
      },
    },
    () => service.adminEventTypesWithCategories(),
  );
  imageFormRoutes(app, {
    url: '/api/admin/event-types',
    tags: eventTypeTags,
    fields: adminEventTypeFormSchema,
    description:
      'Multipart: name, description, active (on update) and image (required on create).',
    imageRequired: messages.validation.imageRequired,
    create: service.createEventType,
    update: service.updateEventType,
  });
  routes.delete(
    '/api/admin/event-types/:id',
    {
      schema: {
        tags: eventTypeTags,
        security,
        params: adminCatalogueParamsSchema,
        response: removeResponse,
      },
    },
    (request) => service.removeEventType(request.params.id),
  );
}

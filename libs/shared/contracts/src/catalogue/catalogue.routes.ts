import { ownerEventParamsSchema } from '../events/event-content.schema';
import { defineRoute, type MultipartContract } from '../http/route-contract';
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
} from './admin-catalogue.schema';
import {
  fetchGiftsSlugQuerySchema,
  fetchGiftsSlugResponseSchema,
  listEventCategoriesQuerySchema,
  listEventCategoriesResponseSchema,
  listEventTypesResponseSchema,
} from './catalogue.schema';
import {
  addEventGiftsBodySchema,
  addEventGiftsResponseSchema,
  createGiftSuggestionResponseSchema,
  eventGiftParamsSchema,
  getEventGiftsResponseSchema,
  getGiftCatalogueResponseSchema,
  giftCatalogueQuerySchema,
  giftSuggestionBodySchema,
  ownGiftWriteResponseSchema,
  removeEventGiftResponseSchema,
} from './event-gifts.schema';
import { ownGiftFormSchema, ownGiftParamsSchema } from './gift-kinds.schema';

const wizardTags = ['users: registration'];
const hostTags = ['users: gifts'];
const giftTags = ['admin: gifts'];
const eventTypeTags = ['admin: event types'];

/**
 * A catalogue form with a picture: multipart (text fields + `image`), or JSON without the
 * picture; the api reads either and validates the text fields with `fields`.
 */
const imageForm = <Fields extends MultipartContract['fields']>(
  fields: Fields,
) =>
  ({
    fields,
    file: 'image',
    fileDescription: 'JPEG, PNG, WebP, GIF or AVIF',
    fileOptional: true,
  }) as const;
const imageFormMediaTypes = ['multipart/form-data', 'application/json'];

const ownGiftDescription =
  'Addition: a free-value gift or a gift in equal shares of the event, with an optional picture (`image`).';
const adminGiftDescription =
  'Multipart: name, description, eventCategoryId, price (centavos), active and image (required on create).';
const adminEventTypeDescription =
  'Multipart: name, description, active (on update) and image (required on create).';

/**
 * The gift catalogue: what the registration wizard offers, an event's gift list, the host's
 * own gifts and gift suggestions, and the back office's gifts, event categories and event types.
 */
export const catalogueRoutes = {
  eventTypes: defineRoute({
    method: 'GET',
    path: '/api/users/event-types',
    access: 'public',
    tags: wizardTags,
    response: listEventTypesResponseSchema,
  }),
  eventCategories: defineRoute({
    method: 'GET',
    path: '/api/users/event-categories',
    access: 'public',
    tags: wizardTags,
    query: listEventCategoriesQuerySchema,
    response: listEventCategoriesResponseSchema,
  }),
  giftsAndSlug: defineRoute({
    method: 'GET',
    path: '/api/users/fetch-gifts-slug',
    access: 'public',
    tags: wizardTags,
    query: fetchGiftsSlugQuerySchema,
    response: fetchGiftsSlugResponseSchema,
  }),

  giftList: defineRoute({
    method: 'GET',
    path: '/api/users/gifts/:eventId',
    access: 'host',
    event: 'gifts',
    tags: hostTags,
    params: ownerEventParamsSchema,
    response: getEventGiftsResponseSchema,
  }),
  suggestGift: defineRoute({
    method: 'POST',
    path: '/api/users/gifts/suggestion/:eventId',
    access: 'host',
    event: 'gifts',
    tags: hostTags,
    params: ownerEventParamsSchema,
    body: giftSuggestionBodySchema,
    response: createGiftSuggestionResponseSchema,
  }),
  removeGift: defineRoute({
    method: 'DELETE',
    path: '/api/users/gifts/:eventId/:giftId',
    access: 'host',
    event: 'gifts',
    tags: hostTags,
    params: eventGiftParamsSchema,
    response: removeEventGiftResponseSchema,
  }),
  giftCatalogue: defineRoute({
    method: 'GET',
    path: '/api/users/gifts/:eventId/catalogue',
    access: 'host',
    event: 'gifts',
    tags: hostTags,
    description:
      'Addition: active catalogue gifts of a category of the event type, flagged when on the list.',
    params: ownerEventParamsSchema,
    query: giftCatalogueQuerySchema,
    response: getGiftCatalogueResponseSchema,
  }),
  addGifts: defineRoute({
    method: 'POST',
    path: '/api/users/gifts/:eventId',
    access: 'host',
    event: 'gifts',
    tags: hostTags,
    description:
      'Addition: adds catalogue gifts of the event type to the list; ones already on it are ignored.',
    params: ownerEventParamsSchema,
    body: addEventGiftsBodySchema,
    response: addEventGiftsResponseSchema,
  }),
  createOwnGift: defineRoute({
    method: 'POST',
    path: '/api/users/gifts/:eventId/own',
    access: 'host',
    event: 'gifts',
    tags: hostTags,
    description: ownGiftDescription,
    params: ownerEventParamsSchema,
    multipart: imageForm(ownGiftFormSchema),
    consumes: imageFormMediaTypes,
    response: ownGiftWriteResponseSchema,
    errors: [409],
  }),
  updateOwnGift: defineRoute({
    method: 'PUT',
    path: '/api/users/gifts/:eventId/own/:giftId',
    access: 'host',
    event: 'gifts',
    tags: hostTags,
    description: ownGiftDescription,
    params: ownGiftParamsSchema,
    multipart: imageForm(ownGiftFormSchema),
    consumes: imageFormMediaTypes,
    response: ownGiftWriteResponseSchema,
    errors: [409],
  }),

  adminGiftsByCategory: defineRoute({
    method: 'GET',
    path: '/api/admin/gifts/categories',
    access: 'admin',
    tags: giftTags,
    response: adminGiftsByCategoryResponseSchema,
  }),
  adminGift: defineRoute({
    method: 'GET',
    path: '/api/admin/gifts/:id',
    access: 'admin',
    tags: giftTags,
    params: adminCatalogueParamsSchema,
    response: adminGiftResponseSchema,
  }),
  adminCreateGift: defineRoute({
    method: 'POST',
    path: '/api/admin/gifts',
    access: 'admin',
    tags: giftTags,
    description: adminGiftDescription,
    multipart: imageForm(adminGiftFormSchema),
    consumes: imageFormMediaTypes,
    response: adminCatalogueWriteResponseSchema,
    errors: [404],
  }),
  adminUpdateGift: defineRoute({
    method: 'PUT',
    path: '/api/admin/gifts/:id',
    access: 'admin',
    tags: giftTags,
    description: adminGiftDescription,
    params: adminCatalogueParamsSchema,
    multipart: imageForm(adminGiftFormSchema),
    consumes: imageFormMediaTypes,
    response: adminCatalogueWriteResponseSchema,
  }),
  adminRemoveGift: defineRoute({
    method: 'DELETE',
    path: '/api/admin/gifts/:id',
    access: 'admin',
    tags: giftTags,
    params: adminCatalogueParamsSchema,
    response: adminCatalogueDeleteResponseSchema,
  }),

  adminEventCategories: defineRoute({
    method: 'GET',
    path: '/api/admin/event-categories',
    access: 'admin',
    tags: eventTypeTags,
    response: adminEventCategoriesResponseSchema,
  }),
  adminCreateEventCategory: defineRoute({
    method: 'POST',
    path: '/api/admin/event-categories',
    access: 'admin',
    tags: eventTypeTags,
    body: adminEventCategoryCreateBodySchema,
    response: adminCatalogueWriteResponseSchema,
    errors: [404],
  }),
  adminUpdateEventCategory: defineRoute({
    method: 'PUT',
    path: '/api/admin/event-categories/:id',
    access: 'admin',
    tags: eventTypeTags,
    params: adminCatalogueParamsSchema,
    body: adminEventCategoryUpdateBodySchema,
    response: adminCatalogueWriteResponseSchema,
  }),
  adminRemoveEventCategory: defineRoute({
    method: 'DELETE',
    path: '/api/admin/event-categories/:id',
    access: 'admin',
    tags: eventTypeTags,
    params: adminCatalogueParamsSchema,
    response: adminCatalogueWriteResponseSchema,
    errors: [409],
  }),

  adminEventTypes: defineRoute({
    method: 'GET',
    path: '/api/admin/event-types',
    access: 'admin',
    tags: eventTypeTags,
    response: adminEventTypesResponseSchema,
  }),
  adminEventTypesWithCategories: defineRoute({
    method: 'GET',
    path: '/api/admin/event-types-with-categories',
    access: 'admin',
    tags: eventTypeTags,
    response: adminEventTypesWithCategoriesResponseSchema,
  }),
  adminCreateEventType: defineRoute({
    method: 'POST',
    path: '/api/admin/event-types',
    access: 'admin',
    tags: eventTypeTags,
    description: adminEventTypeDescription,
    multipart: imageForm(adminEventTypeFormSchema),
    consumes: imageFormMediaTypes,
    response: adminCatalogueWriteResponseSchema,
    errors: [404],
  }),
  adminUpdateEventType: defineRoute({
    method: 'PUT',
    path: '/api/admin/event-types/:id',
    access: 'admin',
    tags: eventTypeTags,
    description: adminEventTypeDescription,
    params: adminCatalogueParamsSchema,
    multipart: imageForm(adminEventTypeFormSchema),
    consumes: imageFormMediaTypes,
    response: adminCatalogueWriteResponseSchema,
  }),
  adminRemoveEventType: defineRoute({
    method: 'DELETE',
    path: '/api/admin/event-types/:id',
    access: 'admin',
    tags: eventTypeTags,
    params: adminCatalogueParamsSchema,
    response: adminCatalogueWriteResponseSchema,
    errors: [409],
  }),
};

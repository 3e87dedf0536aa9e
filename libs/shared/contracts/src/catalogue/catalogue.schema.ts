import { z } from 'zod';
import { centsSchema, idSchema, okResponse } from '../common.schema';

/*
 * The public catalogue calls of the registration wizard. Their field names are snake case, as
 * the wizard has always read them.
 */

export const eventTypeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
});

/** `GET /api/users/event-types`: active event types. */
export const listEventTypesResponseSchema = okResponse({
  eventTypes: z.array(eventTypeOptionSchema),
});

/** `GET /api/users/event-categories?event_type_id=`. */
export const listEventCategoriesQuerySchema = z.object({
  event_type_id: idSchema,
});

export const eventCategoryOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

export const listEventCategoriesResponseSchema = okResponse({
  categories: z.array(eventCategoryOptionSchema),
});

/** `GET /api/users/fetch-gifts-slug?event_category_id=&slug=`. */
export const fetchGiftsSlugQuerySchema = z.object({
  event_category_id: idSchema,
  /** Checked as typed: blank or malformed counts as not available. */
  slug: z.string().optional(),
});

export const catalogueGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Centavos. */
  price: centsSchema,
  image_url: z.string().nullable(),
});

export const fetchGiftsSlugResponseSchema = okResponse({
  gifts: z.array(catalogueGiftSchema),
  slug_available: z.boolean(),
  /** 'O link está em uso, por favor, crie outro.' when the slug cannot be used. */
  message: z.string(),
});

export type EventTypeOption = z.infer<typeof eventTypeOptionSchema>;
export type ListEventTypesResponse = z.infer<
  typeof listEventTypesResponseSchema
>;
export type ListEventCategoriesQuery = z.infer<
  typeof listEventCategoriesQuerySchema
>;
export type EventCategoryOption = z.infer<typeof eventCategoryOptionSchema>;
export type ListEventCategoriesResponse = z.infer<
  typeof listEventCategoriesResponseSchema
>;
export type FetchGiftsSlugQuery = z.infer<typeof fetchGiftsSlugQuerySchema>;
export type CatalogueGift = z.infer<typeof catalogueGiftSchema>;
export type FetchGiftsSlugResponse = z.infer<
  typeof fetchGiftsSlugResponseSchema
>;

import { z } from 'zod';
import {
  centsSchema,
  idSchema,
  okResponse,
  requiredMultiLineText,
  requiredText,
} from '../common.schema';
import {
  formBooleanSchema,
  formIdSchema,
  makeMoneyFieldSchema,
} from '../form-fields.schema';
import * as messages from '../texts/shared';

/*
 * Back-office catalogue:
 * event types → event categories → gifts. Create and update calls of gifts and event types are
 * multipart (text fields + `image`); their text fields are validated by the form schemas below,
 * exactly like a JSON body.
 */

const v = messages.validation;

/** `/api/admin/gifts/{id}`, `/api/admin/event-categories/{id}`, `/api/admin/event-types/{id}`. */
export const adminCatalogueParamsSchema = z.object({ id: idSchema });

const timestampSchema = z.iso.datetime();

/** Create, update and delete answers: `{ success: true, message }`. */
export const adminCatalogueWriteResponseSchema = okResponse({
  message: z.string(),
});

/**
 * `DELETE /api/admin/gifts/{id}` and `/api/admin/services/{id}`: `deactivated` is true when the
 * record was kept with `active: false` because orders or purchases refer to it.
 */
export const adminCatalogueDeleteResponseSchema = okResponse({
  message: z.string(),
  deactivated: z.boolean(),
});

// Gifts

export const adminGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Centavos. */
  price: centsSchema,
  eventCategoryId: z.number().int(),
  active: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

/** An event category with its gifts, inside `giftsByCategory`. */
export const adminGiftCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gifts: z.array(adminGiftSchema),
});

/** An event type with its categories and their gifts. */
export const adminGiftsByTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  eventCategories: z.array(adminGiftCategorySchema),
});

/** `GET /api/admin/gifts/categories`: every type, category and gift, inactive ones included. */
export const adminGiftsByCategoryResponseSchema = okResponse({
  message: z.string(),
  giftsByCategory: z.array(adminGiftsByTypeSchema),
});

/** `GET /api/admin/gifts/{id}`. */
export const adminGiftResponseSchema = okResponse({ gift: adminGiftSchema });

/**
 * Text fields of `POST` / `PUT /api/admin/gifts[/{id}]` (multipart, with `image`: required on
 * create, '* Envie a imagem'). `price` is centavos; `active` defaults to true on create and
 * keeps its value on update when left out.
 */
export const adminGiftFormSchema = z.object({
  name: requiredText(),
  description: requiredMultiLineText(),
  eventCategoryId: formIdSchema,
  price: makeMoneyFieldSchema({
    required: v.priceAboveZero,
    invalid: v.priceAboveZero,
    min: 1,
  }),
  active: formBooleanSchema.optional(),
});

// Event categories

export const adminEventCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  eventTypeId: z.number().int(),
  active: z.boolean(),
});

/** `GET /api/admin/event-categories`. */
export const adminEventCategoriesResponseSchema = okResponse({
  eventCategories: z.array(adminEventCategorySchema),
});

/** `POST /api/admin/event-categories` (JSON): trimmed texts; the event type must exist. */
export const adminEventCategoryCreateBodySchema = z.object({
  name: requiredText(),
  description: requiredMultiLineText(),
  eventTypeId: formIdSchema,
});

/** `PUT /api/admin/event-categories/{id}`: the same plus `active` (kept when left out). */
export const adminEventCategoryUpdateBodySchema =
  adminEventCategoryCreateBodySchema.extend({
    active: formBooleanSchema.optional(),
  });

// Event types

export const adminEventTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
});

/** `GET /api/admin/event-types`. */
export const adminEventTypesResponseSchema = okResponse({
  eventTypes: z.array(adminEventTypeSchema),
});

export const adminEventTypeWithCategoriesSchema = adminEventTypeSchema.extend({
  eventCategories: z.array(adminEventCategorySchema),
});

/** `GET /api/admin/event-types-with-categories`. */
export const adminEventTypesWithCategoriesResponseSchema = okResponse({
  eventTypes: z.array(adminEventTypeWithCategoriesSchema),
});

/**
 * Text fields of `POST` / `PUT /api/admin/event-types[/{id}]` (multipart, with `image`:
 * required on create, '* Imagem obrigatória'); `active` only matters on update.
 */
export const adminEventTypeFormSchema = z.object({
  name: requiredText(),
  description: requiredMultiLineText(),
  active: formBooleanSchema.optional(),
});

export type AdminCatalogueWriteResponse = z.infer<
  typeof adminCatalogueWriteResponseSchema
>;
export type AdminCatalogueDeleteResponse = z.infer<
  typeof adminCatalogueDeleteResponseSchema
>;
export type AdminCatalogueParams = z.infer<typeof adminCatalogueParamsSchema>;
export type AdminGift = z.infer<typeof adminGiftSchema>;
export type AdminGiftCategory = z.infer<typeof adminGiftCategorySchema>;
export type AdminGiftsByType = z.infer<typeof adminGiftsByTypeSchema>;
export type AdminGiftsByCategoryResponse = z.infer<
  typeof adminGiftsByCategoryResponseSchema
>;
export type AdminGiftResponse = z.infer<typeof adminGiftResponseSchema>;
export type AdminGiftForm = z.infer<typeof adminGiftFormSchema>;
export type AdminGiftFormInput = z.input<typeof adminGiftFormSchema>;
export type AdminEventCategory = z.infer<typeof adminEventCategorySchema>;
export type AdminEventCategoriesResponse = z.infer<
  typeof adminEventCategoriesResponseSchema
>;
export type AdminEventCategoryCreateBody = z.infer<
  typeof adminEventCategoryCreateBodySchema
>;
export type AdminEventCategoryUpdateBody = z.infer<
  typeof adminEventCategoryUpdateBodySchema
>;
export type AdminEventType = z.infer<typeof adminEventTypeSchema>;
export type AdminEventTypesResponse = z.infer<
  typeof adminEventTypesResponseSchema
>;
export type AdminEventTypeWithCategories = z.infer<
  typeof adminEventTypeWithCategoriesSchema
>;
export type AdminEventTypesWithCategoriesResponse = z.infer<
  typeof adminEventTypesWithCategoriesResponseSchema
>;
export type AdminEventTypeForm = z.infer<typeof adminEventTypeFormSchema>;
export type AdminEventTypeFormInput = z.input<typeof adminEventTypeFormSchema>;

import { z } from 'zod';
import {
  centsSchema,
  idSchema,
  multiLineString,
  okResponse,
  requiredText,
} from '../common.schema';
import * as messages from '../texts/shared';
import {
  freeAmountLimitsSchema,
  hostGiftSharesSchema,
} from './gift-kinds.schema';
import { publicGiftSchema } from '../events/public-event.schema';

const v = messages.validation;

export const GIFT_SUGGESTION_TITLE_MAX_LENGTH = 120;
export const GIFT_SUGGESTION_DESCRIPTION_MAX_LENGTH = 2000;
/** Most gifts added to a list in one call. */
export const GIFTS_PER_ADD_MAX = 100;

/** `DELETE /api/users/gifts/{eventId}/{giftId}`: giftId is the catalogue gift's id. */
export const eventGiftParamsSchema = z.object({
  eventId: idSchema,
  giftId: idSchema,
});

/**
 * A gift of the event's list; `id` is the gift's id. `own`: a free-value or shared gift the
 * host created for this event (editable), else a catalogue gift. A shared gift's `shares` also
 * tell the shares held by pending orders and when they are freed.
 */
export const eventGiftSchema = publicGiftSchema.extend({
  own: z.boolean(),
  shares: hostGiftSharesSchema.nullable(),
});

export const giftSuggestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime(),
});

/** `GET /api/users/gifts/{eventId}`: the list (gifts still active in the catalogue) and the suggestions, newest first. */
export const getEventGiftsResponseSchema = okResponse({
  message: z.string(),
  gifts: z.array(eventGiftSchema),
  giftSuggestions: z.array(giftSuggestionSchema),
  /** Bounds of a free-value gift's amounts (the suggested amounts must be within them). */
  freeAmountLimits: freeAmountLimitsSchema,
});

/** 'Presente criado.' / 'Presente atualizado.' and the whole list. */
export const ownGiftWriteResponseSchema = okResponse({
  message: z.string(),
  gifts: z.array(eventGiftSchema),
});

/** `POST /api/users/gifts/suggestion/{eventId}`: a gift the host suggests for the catalogue. */
export const giftSuggestionBodySchema = z.object({
  title: requiredText(v.suggestionTitleRequired).max(
    GIFT_SUGGESTION_TITLE_MAX_LENGTH,
    v.tooLong,
  ),
  description: multiLineString()
    .max(GIFT_SUGGESTION_DESCRIPTION_MAX_LENGTH, v.tooLong)
    .optional(),
});

/** 'Sugestão criada.' and every suggestion of the event. */
export const createGiftSuggestionResponseSchema = okResponse({
  message: z.string(),
  giftSuggestions: z.array(giftSuggestionSchema),
});

/** 'Presente removido com sucesso.' and the list left. */
export const removeEventGiftResponseSchema = okResponse({
  message: z.string(),
  gifts: z.array(eventGiftSchema),
});

/** `GET /api/users/gifts/{eventId}/catalogue?event_category_id=` (addition). */
export const giftCatalogueQuerySchema = z.object({
  /** A category of the event's type; default: the event's own category. */
  event_category_id: idSchema.optional(),
});

export const giftCatalogueItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Centavos. */
  price: centsSchema,
  imageUrl: z.string().nullable(),
  /** Already on the event's list. */
  onList: z.boolean(),
});

export const giftCatalogueCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
});

/** Active catalogue gifts of one category, and the categories of the event's type to pick from. */
export const getGiftCatalogueResponseSchema = okResponse({
  categoryId: z.number().int(),
  categories: z.array(giftCatalogueCategorySchema),
  gifts: z.array(giftCatalogueItemSchema),
});

/** `POST /api/users/gifts/{eventId}` (addition): catalogue gifts of the event's type; ones already listed are ignored. */
export const addEventGiftsBodySchema = z.object({
  giftIds: z
    .array(idSchema, { error: messages.server.giftSelectionRequired })
    .min(1, messages.server.giftSelectionRequired)
    .max(GIFTS_PER_ADD_MAX, v.invalidValue),
});

/** 'Presentes adicionados.' and the whole list. */
export const addEventGiftsResponseSchema = okResponse({
  message: z.string(),
  gifts: z.array(eventGiftSchema),
});

export type EventGiftParams = z.infer<typeof eventGiftParamsSchema>;
export type EventGift = z.infer<typeof eventGiftSchema>;
export type GiftSuggestion = z.infer<typeof giftSuggestionSchema>;
export type GetEventGiftsResponse = z.infer<typeof getEventGiftsResponseSchema>;
export type GiftSuggestionBody = z.infer<typeof giftSuggestionBodySchema>;
export type GiftSuggestionBodyInput = z.input<typeof giftSuggestionBodySchema>;
export type CreateGiftSuggestionResponse = z.infer<
  typeof createGiftSuggestionResponseSchema
>;
export type RemoveEventGiftResponse = z.infer<
  typeof removeEventGiftResponseSchema
>;
export type GiftCatalogueQuery = z.infer<typeof giftCatalogueQuerySchema>;
export type GiftCatalogueItem = z.infer<typeof giftCatalogueItemSchema>;
export type GetGiftCatalogueResponse = z.infer<
  typeof getGiftCatalogueResponseSchema
>;
export type AddEventGiftsBody = z.infer<typeof addEventGiftsBodySchema>;
export type OwnGiftWriteResponse = z.infer<typeof ownGiftWriteResponseSchema>;
export type AddEventGiftsResponse = z.infer<typeof addEventGiftsResponseSchema>;

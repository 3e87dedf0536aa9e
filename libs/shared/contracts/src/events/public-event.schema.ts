import { z } from 'zod';
import {
  centsSchema,
  eventKindSchema,
  galleryTypeSchema,
  okResponse,
} from '../common.schema';
import { ownerEventSchema } from './event.schema';
import { responsiveImageSchema } from '../media/responsive-image.schema';
import {
  freeAmountLimitsSchema,
  giftKindSchema,
  giftSharesSchema,
} from '../catalogue/gift-kinds.schema';

/** `GET /api/guests/event/{slug}`: matched case-insensitively; unknown → 404. */
export const publicEventParamsSchema = z.object({
  slug: z.string(),
});

/**
 * A gift of the list. `fixed`: bought at `price` per unit; `free`: the guest types the
 * amount (`price` 0, `suggestedAmounts` as quick choices); `shares`: `price` is the whole
 * gift, split into `shares.count` equal shares of sharePrice(price, count).
 */
export const publicGiftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Centavos. */
  price: centsSchema,
  imageUrl: z.string().nullable(),
  kind: giftKindSchema,
  /** Centavos; empty unless `kind` is free. */
  suggestedAmounts: z.array(z.number().int()),
  /** Present when `kind` is shares. */
  shares: giftSharesSchema.nullable(),
});

/** `image`: a photo's renditions (null for a video); `url` is its default rendition. */
export const publicGalleryItemSchema = z.object({
  id: z.number().int(),
  type: galleryTypeSchema,
  url: z.string(),
  image: responsiveImageSchema.nullable(),
});

/** Event details; each field null when the host has not filled it. */
export const publicEventDetailsSchema = z.object({
  /** 'YYYY-MM-DD'. */
  eventDate: z.string().nullable(),
  /** 'HH:mm'. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  eventType: eventKindSchema,
  eventLocation: z.string().nullable(),
  postalCode: z.string().nullable(),
  fullAddress: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  transmission: z.string().nullable(),
  transmissionLink: z.string().nullable(),
  transmissionPassword: z.string().nullable(),
});

/** The settings toggles the public site honours. */
export const publicEventSettingsSchema = z.object({
  showGiftList: z.boolean(),
  showGuestMessages: z.boolean(),
  showEventInfo: z.boolean(),
  allowGuestConfirmation: z.boolean(),
  /** People not on the guest list may answer (their answers wait for the host's review). */
  rsvpOpenAnswers: z.boolean(),
  /** Last day to answer, 'YYYY-MM-DD'; null: until the event. */
  rsvpDeadline: z.string().nullable(),
});

/** An extra page of the public site (PAGE service). */
export const publicCustomPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
});

/**
 * The public event: `gifts` is empty when showGiftList is off, `details` is null when
 * showEventInfo is off or nothing was filled, `customPages` is empty unless the event has a
 * contracted PAGE service. `guestPaysFee` and `platformFeeBps` let the cart show the fee the
 * guest pays when the host passes it on; `cardMaxInstallments` lets the card choice say
 * 'parcele em até Nx' (1: no instalments, nothing said). A picture kept from before the
 * renditions (a seeded one) has its URL and a null `…Image`.
 */
export const publicEventSchema = ownerEventSchema.extend({
  /** The avatar's and banner's renditions (null without a picture); `avatarUrl`/`bannerUrl` are their defaults. */
  avatarImage: responsiveImageSchema.nullable(),
  bannerImage: responsiveImageSchema.nullable(),
  gifts: z.array(publicGiftSchema),
  gallery: z.array(publicGalleryItemSchema),
  details: publicEventDetailsSchema.nullable(),
  settings: publicEventSettingsSchema,
  customPages: z.array(publicCustomPageSchema),
  guestPaysFee: z.boolean(),
  /** Platform fee in basis points (500 = 5 %). */
  platformFeeBps: z.number().int().min(0).max(10_000),
  /** Most card instalments the guest may split the payment into (CARD_MAX_INSTALLMENTS). */
  cardMaxInstallments: z.number().int().min(1).max(24),
  /** Bounds of the amount given to a free-value gift (centavos), checked by the site and the api. */
  freeAmountLimits: freeAmountLimitsSchema,
});

export const getPublicEventResponseSchema = okResponse({
  event: publicEventSchema,
});

export type PublicEventParams = z.infer<typeof publicEventParamsSchema>;
export type PublicGift = z.infer<typeof publicGiftSchema>;
export type PublicGalleryItem = z.infer<typeof publicGalleryItemSchema>;
export type PublicEventDetails = z.infer<typeof publicEventDetailsSchema>;
export type PublicEventSettings = z.infer<typeof publicEventSettingsSchema>;
export type PublicCustomPage = z.infer<typeof publicCustomPageSchema>;
export type PublicEvent = z.infer<typeof publicEventSchema>;
export type GetPublicEventResponse = z.infer<
  typeof getPublicEventResponseSchema
>;

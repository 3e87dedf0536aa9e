import { z } from 'zod';
import {
  galleryTypeSchema,
  idSchema,
  okResponse,
  singleLineString,
} from '../common.schema';
import { responsiveImageSchema } from '../media/responsive-image.schema';
import * as messages from '../texts/shared';
import {
  PARTY_GUEST_NAME_MAX_LENGTH,
  PARTY_MEDIA_STATUSES,
  PARTY_PAGE_SIZE,
  PARTY_PAGE_SIZE_MAX,
  WALL_KEY_PATTERN,
} from './party.constants';

const v = messages.validation;

export const partyMediaStatusSchema = z.enum(PARTY_MEDIA_STATUSES, {
  error: v.partyMediaStatusInvalid,
});

/** The name a guest may type: one line, ≤ 60 characters; blank means none. */
export const partyGuestNameSchema = singleLineString().max(
  PARTY_GUEST_NAME_MAX_LENGTH,
  v.partyGuestNameTooLong,
);

/** The wall's key, or null: the wall is off. */
export const wallKeySchema = z
  .string({ error: v.wallKeyInvalid })
  .regex(WALL_KEY_PATTERN, v.wallKeyInvalid)
  .nullable();

/** `?before=<id>&limit=`: the page after the item `before` (newest first). */
export const partyPageQuerySchema = z.object({
  before: idSchema.optional(),
  limit: z.coerce
    .number({ error: v.invalidPagination })
    .int(v.invalidPagination)
    .min(1, v.invalidPagination)
    .max(PARTY_PAGE_SIZE_MAX, v.invalidPagination)
    .default(PARTY_PAGE_SIZE),
});

/* ---------- public (the party site) ---------- */

/** `/api/guests/party/{slug}…`. */
export const partySlugParamsSchema = z.object({ slug: z.string() });

/** What the party page and the upload page need. */
export const partyInfoResponseSchema = okResponse({
  eventId: z.number().int(),
  title: z.string(),
  uploadsEnabled: z.boolean(),
  needsApproval: z.boolean(),
  giftListShown: z.boolean(),
  messagesShown: z.boolean(),
  /** The album has approved items (the site links to it). */
  albumHasItems: z.boolean(),
});

/** Text field sent with the file of `POST /api/guests/party/{slug}/media`. */
export const partyUploadFieldsSchema = z.object({
  guestName: partyGuestNameSchema.optional(),
});

/** A guest's upload as stored: 'Foto enviada!' or 'Sua foto será exibida após aprovação.'. */
export const partyUploadedItemSchema = z.object({
  id: z.number().int(),
  kind: galleryTypeSchema,
  status: partyMediaStatusSchema,
});

export const partyUploadResponseSchema = okResponse({
  message: z.string(),
  item: partyUploadedItemSchema,
});

/** An approved photo or video as guests and the wall see it. */
export const partyAlbumItemSchema = z.object({
  id: z.number().int(),
  kind: galleryTypeSchema,
  /** A photo's default rendition; a video's file. */
  url: z.string(),
  /** A photo's renditions (null for a video). */
  image: responsiveImageSchema.nullable(),
  guestName: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime(),
});

/** Approved items, newest first; `nextBefore` asks for the next page (null: none). */
export const partyAlbumResponseSchema = okResponse({
  items: z.array(partyAlbumItemSchema),
  nextBefore: z.number().int().nullable(),
});

/* ---------- host ---------- */

/** `/api/users/party/{eventId}…`. */
export const partyEventParamsSchema = z.object({ eventId: idSchema });

/** `/api/users/party/{eventId}/media/{mediaId}`. */
export const partyMediaParamsSchema = z.object({
  eventId: idSchema,
  mediaId: idSchema,
});

export const partySettingsSchema = z.object({
  uploadsEnabled: z.boolean({ error: v.invalidValue }),
  needsApproval: z.boolean({ error: v.invalidValue }),
  wallKey: wallKeySchema,
});

export const partySettingsBodySchema = partySettingsSchema;

/** Used and allowed, by count and by bytes. */
export const partyQuotaSchema = z.object({
  count: z.number().int().min(0),
  maxCount: z.number().int().min(0),
  bytes: z.number().int().min(0),
  maxBytes: z.number().int().min(0),
});

export const partyStatusCountsSchema = z.object({
  pending: z.number().int().min(0),
  approved: z.number().int().min(0),
  hidden: z.number().int().min(0),
});

/** The party's settings, its quota and how many items wait, show or hide. */
export const partyOverviewResponseSchema = okResponse({
  settings: partySettingsSchema,
  quota: partyQuotaSchema,
  counts: partyStatusCountsSchema,
});

/** 'Configurações da festa salvas.' and the settings as saved. */
export const partySettingsResponseSchema = okResponse({
  settings: partySettingsSchema,
});

/** `?status=&before=&limit=`: every status when `status` is left out. */
export const partyMediaListQuerySchema = partyPageQuerySchema.extend({
  status: partyMediaStatusSchema.optional(),
});

/** A photo or video as the host manages it. */
export const hostPartyMediaSchema = partyAlbumItemSchema.extend({
  status: partyMediaStatusSchema,
  sizeBytes: z.number().int().min(0),
  /** ISO 8601 instant; null until approved. */
  approvedAt: z.iso.datetime().nullable(),
});

export const partyMediaListResponseSchema = okResponse({
  items: z.array(hostPartyMediaSchema),
  nextBefore: z.number().int().nullable(),
});

export const partyMediaStatusBodySchema = z.object({
  status: z.enum(['approved', 'hidden'], {
    error: v.partyMediaStatusInvalid,
  }),
});

/** 'Foto aprovada.' / 'Foto ocultada.' and the item as it is now. */
export const partyMediaStatusResponseSchema = okResponse({
  item: hostPartyMediaSchema,
});

/** 'Foto removida.' */
export const partyMediaRemoveResponseSchema = okResponse({
  message: z.string(),
});

/**
 * A link to the album's ZIP for a plain `<a href>` (no session header rides a link): valid
 * until `expiresAt` (ISO 8601), for this event only.
 */
export const partyAlbumLinkResponseSchema = okResponse({
  url: z.string(),
  expiresAt: z.iso.datetime(),
});

/** `GET /api/users/party/album.zip?token=`. */
export const partyAlbumZipQuerySchema = z.object({
  token: z.string({ error: v.invalidValue }).max(200, v.invalidValue),
});

export type PartyMediaStatus = z.infer<typeof partyMediaStatusSchema>;
export type PartyPageQuery = z.infer<typeof partyPageQuerySchema>;
export type PartyPageQueryInput = z.input<typeof partyPageQuerySchema>;
export type PartySlugParams = z.infer<typeof partySlugParamsSchema>;
export type PartyInfoResponse = z.infer<typeof partyInfoResponseSchema>;
export type PartyUploadFields = z.infer<typeof partyUploadFieldsSchema>;
export type PartyUploadedItem = z.infer<typeof partyUploadedItemSchema>;
export type PartyUploadResponse = z.infer<typeof partyUploadResponseSchema>;
export type PartyAlbumItem = z.infer<typeof partyAlbumItemSchema>;
export type PartyAlbumResponse = z.infer<typeof partyAlbumResponseSchema>;
export type PartyEventParams = z.infer<typeof partyEventParamsSchema>;
export type PartyMediaParams = z.infer<typeof partyMediaParamsSchema>;
export type PartySettings = z.infer<typeof partySettingsSchema>;
export type PartySettingsBody = z.infer<typeof partySettingsBodySchema>;
export type PartyQuota = z.infer<typeof partyQuotaSchema>;
export type PartyStatusCounts = z.infer<typeof partyStatusCountsSchema>;
export type PartyOverviewResponse = z.infer<typeof partyOverviewResponseSchema>;
export type PartySettingsResponse = z.infer<typeof partySettingsResponseSchema>;
export type PartyMediaListQuery = z.infer<typeof partyMediaListQuerySchema>;
export type PartyMediaListQueryInput = z.input<
  typeof partyMediaListQuerySchema
>;
export type HostPartyMedia = z.infer<typeof hostPartyMediaSchema>;
export type PartyMediaListResponse = z.infer<
  typeof partyMediaListResponseSchema
>;
export type PartyMediaStatusBody = z.infer<typeof partyMediaStatusBodySchema>;
export type PartyMediaStatusResponse = z.infer<
  typeof partyMediaStatusResponseSchema
>;
export type PartyMediaRemoveResponse = z.infer<
  typeof partyMediaRemoveResponseSchema
>;
export type PartyAlbumLinkResponse = z.infer<
  typeof partyAlbumLinkResponseSchema
>;
export type PartyAlbumZipQuery = z.infer<typeof partyAlbumZipQuerySchema>;

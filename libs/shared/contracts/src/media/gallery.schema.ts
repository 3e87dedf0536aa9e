import { z } from 'zod';
import { idSchema, okResponse } from '../common.schema';
import { GALLERY_TYPES } from '../constants';
import * as messages from '../texts/shared';
import { publicGalleryItemSchema } from '../events/public-event.schema';

/** `GET|POST /api/users/event-gallery/{eventId}`. */
export const galleryParamsSchema = z.object({ eventId: idSchema });

/** `DELETE /api/users/event-gallery/{eventId}/{itemId}`. */
export const galleryItemParamsSchema = z.object({
  eventId: idSchema,
  itemId: idSchema,
});

/** Text field sent with the file of `POST /api/users/event-gallery/{eventId}`; it must match the file's bytes. */
export const galleryUploadFieldsSchema = z.object({
  fileType: z.enum(GALLERY_TYPES, {
    error: messages.server.galleryFileTypeInvalid,
  }),
});

/** A photo or video of the host's gallery, oldest first like the public site (shown from its URL). */
export const hostGalleryItemSchema = publicGalleryItemSchema
  .omit({
    image: true,
  })
  .extend({
    createdAt: z.iso.datetime(),
  });

const quotaUsageSchema = z.object({
  used: z.number().int().min(0),
  /** Included (5 photos, 1 video) plus the contracted IMAGE/VIDEO packages. */
  limit: z.number().int().min(0),
});

export const galleryQuotaSchema = z.object({
  image: quotaUsageSchema,
  video: quotaUsageSchema,
});

/** Every gallery call answers the whole gallery and its quota. */
export const galleryResponseSchema = okResponse({
  gallery: z.array(hostGalleryItemSchema),
  quota: galleryQuotaSchema,
});

export const getGalleryResponseSchema = galleryResponseSchema;
/** 'Mídia salva.' */
export const saveGalleryItemResponseSchema = galleryResponseSchema;
/** 'Mídia removida.' */
export const deleteGalleryItemResponseSchema = galleryResponseSchema;

export type GalleryUploadFields = z.infer<typeof galleryUploadFieldsSchema>;
export type HostGalleryItem = z.infer<typeof hostGalleryItemSchema>;
export type GalleryQuota = z.infer<typeof galleryQuotaSchema>;
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

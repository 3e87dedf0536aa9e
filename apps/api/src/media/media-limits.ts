import type { MediaKind } from './media-types';

/** Largest upload accepted per kind, in bytes (MEDIA_MAX_IMAGE_BYTES / MEDIA_MAX_VIDEO_BYTES). */
export type MediaLimits = Record<MediaKind, number>;

/** Long side of a stored image, in pixels: larger images are scaled down, smaller ones kept. */
export const IMAGE_MAX_SIDE = 1920;
export const IMAGE_WEBP_QUALITY = 80;

/** Text fields that may travel with a file (e.g. the admin gift form). */
export const MULTIPART_FIELD_LIMITS = {
  files: 1,
  fields: 20,
  fieldSize: 64 * 1024,
  parts: 21,
} as const;

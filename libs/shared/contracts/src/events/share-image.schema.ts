import { z } from 'zod';
import { publicEventParamsSchema } from './public-event.schema';

/**
 * The picture a shared link shows (WhatsApp, Facebook, Telegram…): drawn by the api in the
 * event's theme, the size the large link cards use.
 */
export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  contentType: 'image/jpeg',
  extension: 'jpg',
} as const;

/** A version names what is drawn: 16 hex digits of its hash, then the extension. */
export const SHARE_IMAGE_VERSION_PATTERN = /^[0-9a-f]{16}\.jpg$/;

/** `GET /api/guests/event/{slug}/share-image/{version}`. */
export const shareImageParamsSchema = publicEventParamsSchema.extend({
  version: z.string().regex(SHARE_IMAGE_VERSION_PATTERN),
});

/** The path of a version of an event's share picture, on the public site's origin. */
export const shareImagePath = (slug: string, version: string) =>
  `/api/guests/event/${encodeURIComponent(slug)}/share-image/${version}`;

export type ShareImageParams = z.infer<typeof shareImageParamsSchema>;

import { z } from 'zod';
import { okResponse } from '../common.schema';
import * as messages from '../texts/shared';
import { partyAlbumItemSchema } from './party.schema';

/**
 * Where a wall's stream stands: the last approval of a media item and the last message it
 * sent, in milliseconds since 1970 (`<media>-<message>`). The stream's event ids and `?since=`.
 */
export const WALL_CURSOR_PATTERN = /^\d{1,15}-\d{1,15}$/;

/** `?k=<key>` of the wall's calls: the key the host set (absent or wrong: 404). */
export const wallQuerySchema = z.object({
  k: z.string({ error: messages.validation.invalidValue }).max(64).optional(),
});

/**
 * The stream's query: `since`, where to start when no `Last-Event-ID` is sent (the
 * `cursor` of the recent call); neither: from now.
 */
export const wallStreamQuerySchema = wallQuerySchema.extend({
  since: z
    .string({ error: messages.validation.invalidValue })
    .regex(WALL_CURSOR_PATTERN, messages.validation.invalidValue)
    .optional(),
});

/** A guest's message as the wall shows it. */
export const wallMessageSchema = z.object({
  id: z.number().int(),
  /** The sender's name as the wall shows it. */
  name: z.string(),
  message: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime(),
});

/** The latest approved media and messages, newest first, for the slideshow. */
export const wallRecentResponseSchema = okResponse({
  /** The event's title, shown by the wall. */
  title: z.string(),
  media: z.array(partyAlbumItemSchema),
  messages: z.array(wallMessageSchema),
  /** Where the stream opened next (`?since=`) starts: nothing after these is missed. */
  cursor: z.string().regex(WALL_CURSOR_PATTERN),
});

/** The data of one server-sent event of the wall's stream. */
export const wallStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('media'), media: partyAlbumItemSchema }),
  z.object({ type: z.literal('message'), message: wallMessageSchema }),
]);

export type WallQuery = z.infer<typeof wallQuerySchema>;
export type WallStreamQuery = z.infer<typeof wallStreamQuerySchema>;
export type WallMessage = z.infer<typeof wallMessageSchema>;
export type WallRecentResponse = z.infer<typeof wallRecentResponseSchema>;
export type WallStreamEvent = z.infer<typeof wallStreamEventSchema>;

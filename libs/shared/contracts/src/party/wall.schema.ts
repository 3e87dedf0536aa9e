import { z } from 'zod';
import { okResponse } from '../common.schema';
import * as messages from '../texts/shared';
import { partyAlbumItemSchema } from './party.schema';

/** `?k=<key>` of the wall's calls: the key the host set (absent or wrong: 404). */
export const wallQuerySchema = z.object({
  k: z.string({ error: messages.validation.invalidValue }).max(64).optional(),
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
  media: z.array(partyAlbumItemSchema),
  messages: z.array(wallMessageSchema),
});

/** The data of one server-sent event of the wall's stream. */
export const wallStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('media'), media: partyAlbumItemSchema }),
  z.object({ type: z.literal('message'), message: wallMessageSchema }),
]);

export type WallQuery = z.infer<typeof wallQuerySchema>;
export type WallMessage = z.infer<typeof wallMessageSchema>;
export type WallRecentResponse = z.infer<typeof wallRecentResponseSchema>;
export type WallStreamEvent = z.infer<typeof wallStreamEventSchema>;

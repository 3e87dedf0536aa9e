import { z } from 'zod';
import { idSchema, okResponse } from '../common.schema';
import * as messages from '../texts/shared';

/** Name of the file part of every upload form. */
export const UPLOAD_FILE_FIELD = 'file';

/** The two pictures of an event's site. */
export const EVENT_IMAGE_SLOTS = ['avatar', 'banner'] as const;

export const eventImageSlotSchema = z.enum(EVENT_IMAGE_SLOTS, {
  error: messages.validation.invalidValue,
});

/** `POST /api/users/event/{eventId}/upload/{avatar|banner}` (multipart: file). */
export const uploadEventImageParamsSchema = z.object({
  eventId: idSchema,
  slot: eventImageSlotSchema,
});

/** Both URLs after the change ('Imagem atualizada!'). */
export const uploadEventImageResponseSchema = okResponse({
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});

export type EventImageSlot = z.infer<typeof eventImageSlotSchema>;
export type UploadEventImageParams = z.infer<
  typeof uploadEventImageParamsSchema
>;
export type UploadEventImageResponse = z.infer<
  typeof uploadEventImageResponseSchema
>;

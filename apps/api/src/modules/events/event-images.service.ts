import {
  type EventImageSlot,
  hostTexts,
  type UploadEventImageResponse,
} from '@celebra/contracts';
import type { MediaPipeline, ReceivedFile } from '../../media';
import { eventNotFound } from './event-errors';
import { type EventImage, replaceEventImage } from './events.repository';
import type { EventWriterDeps } from './event-writer-deps';

export interface EventImagesServiceDeps extends EventWriterDeps {
  media: MediaPipeline;
}

/** Where an event's avatar or banner files are stored. */
export const eventImageFolder = (eventId: number, slot: EventImageSlot) =>
  `events/${eventId}/${slot}`;

/**
 * Deletes a replaced picture: every variant, or the single file of one stored before them;
 * only files written for this event's slot (`folder`), never a seeded or shared picture.
 */
export async function removeEventImageFiles(
  media: MediaPipeline,
  folder: string,
  previous: EventImage,
): Promise<void> {
  const ownKey = (key: string | null): key is string =>
    key?.startsWith(`${folder}/`) ?? false;
  if (previous.image) {
    await media.removePicture({
      variants: previous.image.variants.filter(({ key }) => ownKey(key)),
    });
    return;
  }
  const previousKey = previous.url && media.keyOfUrl(previous.url);
  if (ownKey(previousKey)) await media.removeStored(previousKey);
}

export type EventImagesService = ReturnType<typeof createEventImagesService>;

/** The site's two pictures: the avatar and the banner. */
export function createEventImagesService({
  db,
  media,
  publicEvents,
}: EventImagesServiceDeps) {
  return {
    /** Stores the new avatar or banner, points the event at it, then deletes the one it replaced. */
    async replaceImage(
      eventId: number,
      slot: EventImageSlot,
      file: ReceivedFile,
    ): Promise<UploadEventImageResponse> {
      const folder = eventImageFolder(eventId, slot);
      const stored = await media.storePicture(file, folder);
      let result: Awaited<ReturnType<typeof replaceEventImage>>;
      try {
        result = await db.transaction((tx) =>
          replaceEventImage(tx, eventId, slot, {
            url: stored.url,
            image: stored.image,
          }),
        );
      } catch (error) {
        await media.removePicture(stored.image);
        throw error;
      }
      if (!result) {
        await media.removePicture(stored.image);
        throw eventNotFound();
      }
      await publicEvents.changed(eventId);
      await removeEventImageFiles(media, folder, result.previous);
      return {
        success: true,
        message: hostTexts.success.imageUpdated,
        avatarUrl: result.avatarUrl,
        bannerUrl: result.bannerUrl,
      };
    },
  };
}

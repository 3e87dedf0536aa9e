import {
  type EventImageSlot,
  hostTexts,
  type UploadEventImageResponse,
} from '@celebra/contracts';
import type { MediaPipeline, ReceivedFile } from '../../media';
import { eventNotFound } from './event-errors';
import { replaceEventImage } from './events.repository';
import type { EventWriterDeps } from './event-writer-deps';

export interface EventImagesServiceDeps extends EventWriterDeps {
  media: MediaPipeline;
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
      const folder = `events/${eventId}/${slot}`;
      const stored = await media.storeImage(file, folder);
      let result: Awaited<ReturnType<typeof replaceEventImage>>;
      try {
        result = await db.transaction((tx) =>
          replaceEventImage(tx, eventId, slot, stored.url),
        );
      } catch (error) {
        await media.removeStored(stored.key);
        throw error;
      }
      if (!result) {
        await media.removeStored(stored.key);
        throw eventNotFound();
      }
      await publicEvents.changed(eventId);
      const previousKey =
        result.previousUrl && media.keyOfUrl(result.previousUrl);
      // Only files this route wrote for this event: never a seeded or shared picture.
      if (previousKey?.startsWith(`${folder}/`))
        await media.removeStored(previousKey);
      return {
        success: true,
        message: hostTexts.success.imageUpdated,
        avatarUrl: result.avatarUrl,
        bannerUrl: result.bannerUrl,
      };
    },
  };
}

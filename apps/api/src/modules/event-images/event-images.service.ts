import {
  type EventImageSlot,
  messages,
  type UploadEventImageResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import type { MediaPipeline, ReceivedFile } from '../../media';
import { replaceEventImage } from './event-images.repository';

export interface EventImagesServiceDeps {
  db: Db;
  media: MediaPipeline;
}

/** The avatar and banner of the host's site. */
export function createEventImagesService({
  db,
  media,
}: EventImagesServiceDeps) {
  return {
    /** Stores the new picture, points the event at it, then deletes the one it replaced. */
    async replace(
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
        throw new AppError('NOT_FOUND', messages.server.eventNotFound);
      }
      const previousKey =
        result.previousUrl && media.keyOfUrl(result.previousUrl);
      // Only files this route wrote for this event: never a seeded or shared picture.
      if (previousKey?.startsWith(`${folder}/`))
        await media.removeStored(previousKey);
      return {
        success: true,
        message: messages.success.imageUpdated,
        avatarUrl: result.avatarUrl,
        bannerUrl: result.bannerUrl,
      };
    },
  };
}

export type EventImagesService = ReturnType<typeof createEventImagesService>;

import {
  type GalleryQuota,
  type GalleryResponse,
  type GalleryType,
  galleryUploadFieldsSchema,
  hostTexts,
  messages,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, DbOrTx, StoredImageVariants } from '@celebra/db';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { AppError, fieldError } from '../../errors/app-error';
import { lockEvent } from '../../lib/event-lock';
import type { MediaPipeline, ReceivedUpload } from '../../media';
import {
  countGalleryItems,
  deleteGalleryItem,
  galleryLimits,
  insertGalleryItem,
} from './media.repository';
import { listGallery } from '../events/public-site.repository';

export interface MediaServiceDeps {
  db: Db;
  media: MediaPipeline;
  /** Told after every committed change of the gallery (the public site shows it). */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
}

const LIMIT_MESSAGE = {
  image: apiTexts.server.galleryImageLimit,
  video: apiTexts.server.galleryVideoLimit,
} as const;

/**
 * The event's gallery: the host's photos and videos, each type within its quota (the free
 * package plus the contracted image and video services).
 */
export function createMediaService({
  db,
  media,
  publicEvents,
}: MediaServiceDeps) {
  async function quotaOf(tx: DbOrTx, eventId: number): Promise<GalleryQuota> {
    const [used, limit] = await Promise.all([
      countGalleryItems(tx, eventId),
      galleryLimits(tx, eventId),
    ]);
    return {
      image: { used: used.image, limit: limit.image },
      video: { used: used.video, limit: limit.video },
    };
  }

  /** A photo's variants (its default among them), or the one file of a video or an older photo. */
  async function removeItemFiles(
    storageKey: string,
    image: StoredImageVariants | null,
  ) {
    if (image) await media.removePicture(image);
    else await media.removeStored(storageKey);
  }

  async function assertRoom(tx: DbOrTx, eventId: number, type: GalleryType) {
    const { used, limit } = (await quotaOf(tx, eventId))[type];
    if (used >= limit)
      throw new AppError('CONFLICT', LIMIT_MESSAGE[type](limit));
  }

  async function snapshot(
    eventId: number,
    message?: string,
  ): Promise<GalleryResponse> {
    const [items, quota] = await Promise.all([
      listGallery(db, eventId),
      quotaOf(db, eventId),
    ]);
    return {
      success: true,
      ...(message ? { message } : {}),
      gallery: items.map(({ image: _image, ...item }) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
      })),
      quota,
    };
  }

  return {
    list: (eventId: number) => snapshot(eventId),

    /**
     * Stores the received file as a gallery item. The quota is checked before the file is
     * processed, and again with the event row locked before the row is written; a file whose
     * row is refused is deleted.
     */
    async add(
      eventId: number,
      upload: ReceivedUpload,
    ): Promise<GalleryResponse> {
      const { file, fields } = upload;
      const parsed = galleryUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const message = messages.server.galleryFileTypeInvalid;
        throw fieldError('VALIDATION', 'fileType', message);
      }
      if (parsed.data.fileType !== file.kind) {
        const message = apiTexts.server.galleryFileTypeMismatch;
        throw fieldError('VALIDATION', 'fileType', message);
      }
      const type = file.kind;
      await assertRoom(db, eventId, type);

      const stored = await media.store(file, `events/${eventId}/gallery`);
      try {
        await db.transaction(async (tx) => {
          await lockEvent(tx, eventId);
          await assertRoom(tx, eventId, type);
          await insertGalleryItem(tx, {
            eventId,
            type,
            url: stored.url,
            storageKey: stored.key,
            sizeBytes: stored.size,
            image: 'image' in stored ? stored.image : null,
          });
        });
      } catch (error) {
        await removeItemFiles(
          stored.key,
          'image' in stored ? stored.image : null,
        );
        throw error;
      }
      await publicEvents.changed(eventId);
      return snapshot(eventId, hostTexts.success.mediaSaved);
    },

    async remove(eventId: number, itemId: number): Promise<GalleryResponse> {
      const deleted = await deleteGalleryItem(db, eventId, itemId);
      if (!deleted)
        throw new AppError('NOT_FOUND', apiTexts.server.galleryItemNotFound);
      await publicEvents.changed(eventId);
      await removeItemFiles(deleted.storageKey, deleted.image);
      return snapshot(eventId, hostTexts.server.mediaRemoved);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

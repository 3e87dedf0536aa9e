import type { Db } from '@celebra/db';
import type { MediaPipeline, ReceivedFile, StoredImage } from '../../media';
import type { MediaStorage } from '../../storage/media-storage';
import { isImageReferenced } from './catalogue-images.repository';

export type CatalogueImages = ReturnType<typeof createCatalogueImages>;

/** Storage folders of the catalogue images (keys `<folder>/<uuid>.webp`). */
export const CATALOGUE_IMAGE_FOLDERS = {
  gifts: 'catalogue/gifts',
  eventTypes: 'catalogue/event-types',
} as const;

/**
 * Catalogue images: a row is written only after its image is stored, the stored image is
 * removed when the write fails, and an image a row no longer shows is removed once nothing
 * (gift, event type, order item snapshot) refers to it any more.
 */
export function createCatalogueImages(deps: {
  db: Db;
  storage: MediaStorage;
  media: MediaPipeline;
}) {
  const { db, storage, media } = deps;

  return {
    /** Stores `image` (re-encoded) when given, then runs `write` with its URL; a failed write removes the file. */
    async writeWithImage<T>(
      image: ReceivedFile | null,
      folder: string,
      write: (imageUrl: string | undefined) => Promise<T>,
    ): Promise<T> {
      const stored: StoredImage | null = image
        ? await media.storeImage(image, folder)
        : null;
      try {
        return await write(stored?.url);
      } catch (error) {
        if (stored) await media.removeStored(stored.key);
        throw error;
      }
    },

    /** Removes the files of these URLs that nothing refers to any more. */
    async discardUnused(urls: readonly (string | null | undefined)[]) {
      for (const url of new Set(urls)) {
        if (!url) continue;
        const key = storage.keyOf(url);
        if (key && !(await isImageReferenced(db, url)))
          await media.removeStored(key);
      }
    },
  };
}

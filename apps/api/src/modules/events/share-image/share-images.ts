import { SHARE_IMAGE } from '@celebra/contracts';
import type { MediaStorage } from '../../../storage/media-storage';
import { renderShareImage } from './render-share-image';
import {
  type ShareImageContent,
  shareImageVersion,
} from './share-image-content';

export interface ShareImagesDeps {
  storage: MediaStorage;
  /** Draws a picture (the real drawing unless a test counts the calls). */
  render?: typeof renderShareImage;
}

/** Where a version of an event's picture is stored. */
export const shareImageKey = (eventId: number, version: string) =>
  `events/${eventId}/share/${version}`;

/**
 * The events' share pictures: each version is drawn once and kept in the media storage under
 * a key named by its hash (`shareImageKey`), so it is read back afterwards, by this process and
 * any other. Requests for a version being drawn share the drawing; two instances drawing the
 * same version at once write the same bytes to the same key. Old versions are left where they
 * are (docs/files.md says how they go).
 */
export function createShareImages(deps: ShareImagesDeps) {
  const { storage } = deps;
  const render = deps.render ?? renderShareImage;
  const drawing = new Map<string, Promise<Buffer>>();

  /** The host's photo from the storage; null when it is elsewhere or cannot be read. */
  async function photoOf(url: string | null): Promise<Buffer | null> {
    const key = url ? storage.keyOf(url) : null;
    return key ? storage.read(key).catch(() => null) : null;
  }

  async function draw(key: string, content: ShareImageContent) {
    const stored = await storage.read(key);
    if (stored) return stored;
    const picture = await render(content, await photoOf(content.photoUrl));
    await storage.put(key, picture, SHARE_IMAGE.contentType);
    return picture;
  }

  return {
    /** The JPEG of `content` for the event, drawn now if no one drew it before. */
    picture(eventId: number, content: ShareImageContent): Promise<Buffer> {
      const key = shareImageKey(eventId, shareImageVersion(content));
      let picture = drawing.get(key);
      if (!picture) {
        picture = draw(key, content).finally(() => drawing.delete(key));
        drawing.set(key, picture);
      }
      return picture;
    },
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;

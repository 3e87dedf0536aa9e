import {
  type GalleryType,
  type PartyMediaStatus,
  type PartyUploadResponse,
  partyUploadFieldsSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, StoredImageVariants } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';
import { lockEvent } from '../../lib/event-lock';
import type {
  MediaPipeline,
  PictureVariantSet,
  ReceivedFile,
  StoredMedia,
} from '../../media';
import type { PublicEventRow } from '../events/public-site.repository';
import { assertPartyRoom, type PartyQuotaLimits } from './party-quota';
import { findPartySettings, insertPartyMedia } from './party.repository';
import { notifyWall } from './wall-notify';

export interface PartyUploadsDeps {
  db: Db;
  media: MediaPipeline;
  quota: PartyQuotaLimits;
}

/** A stored file waiting for its row: a photo's variants, or a video's one file. */
interface StoredPartyFile extends StoredMedia {
  image: StoredImageVariants | null;
}

/**
 * A party photo in WebP (what the album, the wall and the host's list show) and JPEG (the
 * fallback and the album's ZIP) at two widths: a party's hundreds of photos in minutes must be
 * encoded on the api's own CPU as they arrive, and AVIF, four times the cost of the rest
 * together, saves little on a wall or an album seen once.
 */
export const PARTY_PICTURE_VARIANTS: PictureVariantSet = {
  types: ['image/webp', 'image/jpeg'],
  widths: [800, 1600],
};

const SENT = {
  image: {
    approved: apiTexts.party.photoSent,
    pending: apiTexts.party.photoPending,
  },
  video: {
    approved: apiTexts.party.videoSent,
    pending: apiTexts.party.videoPending,
  },
} as const;

/** The guest's name as typed (one line, ≤ 60 characters); blank → none; else 400 on `guestName`. */
export function parseGuestName(fields: Record<string, string>): string | null {
  const parsed = partyUploadFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw fieldError(
      'VALIDATION',
      'guestName',
      parsed.error.issues[0]?.message ?? apiTexts.server.invalidFile,
    );
  return parsed.data.guestName || null;
}

/**
 * Guests' photos and videos: accepted while the host has uploads on and the party's quota has
 * room (checked before the file is processed, and again with the event locked before its row
 * is written); approved at once, or pending when the host approves first. An item approved
 * at once tells the wall in its transaction.
 */
export function createPartyUploadsService({
  db,
  media,
  quota,
}: PartyUploadsDeps) {
  async function removeFiles(stored: StoredPartyFile) {
    if (stored.image) await media.removePicture(stored.image);
    else await media.removeStored(stored.key);
  }

  /** 403 when the host turned uploads off, 409 when the album has no room for `bytes` more. */
  async function assertAccepting(eventId: number, bytes = 0): Promise<void> {
    const settings = await findPartySettings(db, eventId);
    if (!settings.uploadsEnabled)
      throw new AppError('FORBIDDEN', apiTexts.party.uploadsClosed);
    await assertPartyRoom(db, eventId, quota, bytes);
  }

  async function record(
    eventId: number,
    kind: GalleryType,
    guestName: string | null,
    stored: StoredPartyFile,
  ): Promise<PartyUploadResponse> {
    let item: { id: number; status: PartyMediaStatus };
    try {
      item = await db.transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const settings = await findPartySettings(tx, eventId);
        if (!settings.uploadsEnabled)
          throw new AppError('FORBIDDEN', apiTexts.party.uploadsClosed);
        await assertPartyRoom(tx, eventId, quota, stored.size);
        const status = settings.needsApproval ? 'pending' : 'approved';
        const row = await insertPartyMedia(tx, {
          eventId,
          kind,
          status,
          guestName,
          url: stored.url,
          storageKey: stored.key,
          image: stored.image,
          sizeBytes: stored.size,
          approvedAt: status === 'approved' ? new Date() : null,
        });
        if (status === 'approved') await notifyWall(tx, eventId);
        return row;
      });
    } catch (error) {
      await removeFiles(stored);
      throw error;
    }
    return {
      success: true,
      message: SENT[kind][item.status === 'approved' ? 'approved' : 'pending'],
      item: { id: item.id, kind, status: item.status },
    };
  }

  return {
    assertAccepting,

    /**
     * A photo received by the media pipeline (after `assertAccepting`), stored in every variant
     * without metadata.
     */
    async acceptPhoto(
      event: PublicEventRow,
      file: ReceivedFile,
      guestName: string | null,
    ): Promise<PartyUploadResponse> {
      const eventId = event.event.id;
      const stored = await media.storePicture(
        file,
        `events/${eventId}/party`,
        PARTY_PICTURE_VARIANTS,
      );
      return record(eventId, 'image', guestName, stored);
    },

    /**
     * A finished video upload (type and duration checked), moved into storage as it is; the
     * caller removes `file.tempPath` when this fails before the move.
     */
    async acceptVideo(
      eventId: number,
      file: ReceivedFile,
      guestName: string | null,
    ): Promise<PartyUploadResponse> {
      await assertPartyRoom(db, eventId, quota, file.size);
      const stored = await media.storeVideo(file, `events/${eventId}/party`);
      return record(eventId, 'video', guestName, { ...stored, image: null });
    },
  };
}

export type PartyUploadsService = ReturnType<typeof createPartyUploadsService>;

import type {
  PartyAlbumResponse,
  PartyMediaListQuery,
  PartyMediaListResponse,
  PartyMediaRemoveResponse,
  PartyMediaStatusResponse,
  PartyPageQuery,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import type { MediaPipeline } from '../../media';
import { albumItemOf, hostItemOf, nextBeforeOf } from './party-media.dto';
import {
  deletePartyMedia,
  listPartyMedia,
  updatePartyMediaStatus,
} from './party.repository';
import { notifyWall } from './wall-notify';

const notFound = () => new AppError('NOT_FOUND', apiTexts.party.mediaNotFound);

/** The party's album: the guests' approved items, and the host's moderation of every item. */
export function createPartyMediaService(deps: {
  db: Db;
  media: MediaPipeline;
}) {
  const { db, media } = deps;
  return {
    /** Approved items, newest first. */
    async album(
      eventId: number,
      page: PartyPageQuery,
    ): Promise<PartyAlbumResponse> {
      const rows = await listPartyMedia(db, eventId, {
        ...page,
        status: 'approved',
      });
      return {
        success: true,
        items: rows.map(albumItemOf),
        nextBefore: nextBeforeOf(rows, page.limit),
      };
    },

    async list(
      eventId: number,
      query: PartyMediaListQuery,
    ): Promise<PartyMediaListResponse> {
      const rows = await listPartyMedia(db, eventId, query);
      return {
        success: true,
        items: rows.map(hostItemOf),
        nextBefore: nextBeforeOf(rows, query.limit),
      };
    },

    /** Approve (the wall is told in the same transaction) or hide. */
    async setStatus(
      eventId: number,
      mediaId: number,
      status: 'approved' | 'hidden',
    ): Promise<PartyMediaStatusResponse> {
      const row = await db.transaction(async (tx) => {
        const updated = await updatePartyMediaStatus(
          tx,
          eventId,
          mediaId,
          status,
        );
        if (updated && status === 'approved') await notifyWall(tx, eventId);
        return updated;
      });
      if (!row) throw notFound();
      return {
        success: true,
        message:
          status === 'approved'
            ? apiTexts.party.approved
            : apiTexts.party.hidden,
        item: hostItemOf(row),
      };
    },

    /** Deletes the row, then its files (a photo's every variant, a video's file). */
    async remove(
      eventId: number,
      mediaId: number,
    ): Promise<PartyMediaRemoveResponse> {
      const row = await deletePartyMedia(db, eventId, mediaId);
      if (!row) throw notFound();
      if (row.image) await media.removePicture(row.image);
      else await media.removeStored(row.storageKey);
      return { success: true, message: apiTexts.party.removed };
    },
  };
}

export type PartyMediaService = ReturnType<typeof createPartyMediaService>;

import type { WallRecentResponse, WallStreamEvent } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { formatWallCursor, type WallCursor } from './wall-cursor';
import { albumItemOf } from './party-media.dto';
import { wallMessageOf } from './wall-items';
import { wallKeyMatches } from './wall-key';
import {
  findWall,
  listLatestMedia,
  listLatestMessages,
  listMediaApprovedAfter,
  listMessagesAfter,
  type WallRow,
} from './wall.repository';

/** What the slideshow starts with. */
export const WALL_RECENT_MEDIA = 40;
export const WALL_RECENT_MESSAGES = 20;

/**
 * How far before its cursor a wall reads again. A change's time is taken when its
 * transaction starts and seen at its commit: one that committed after a later one has an
 * earlier time than what the wall already showed. The ids already sent are left out.
 */
export const WALL_LOOKBACK_MS = 60_000;

/** Rows read at once; more are read at once after. */
const READ_BATCH = 50;

/** The wall of an event, opened by its key. */
export type OpenWall = Pick<WallRow, 'eventId' | 'title' | 'showGuestMessages'>;

/**
 * Where one stream stands: its cursor and, within the look-back, the ids it has sent (with
 * their times).
 */
export interface WallPosition {
  cursor: WallCursor;
  sentMedia: Map<number, number>;
  sentMessages: Map<number, number>;
}

export const wallPositionAt = (cursor: WallCursor): WallPosition => ({
  cursor,
  sentMedia: new Map(),
  sentMessages: new Map(),
});

/** One server-sent event: its data, and its id (the cursor once it is sent). */
export interface WallDelivery {
  id: string;
  event: WallStreamEvent;
}

const forget = (sent: Map<number, number>, before: number) => {
  for (const [id, time] of sent) if (time <= before) sent.delete(id);
};

export type WallService = ReturnType<typeof createWallService>;

/** The wall ('Telão'): opened by its key, its slideshow, and what is new since a cursor. */
export function createWallService(deps: { db: Db }) {
  const { db } = deps;

  /** The wall of `slug` when `key` is its key; null otherwise (no event, wall off, wrong key). */
  async function find(slug: string, key: string | undefined) {
    const row = await findWall(db, slug.trim().toLowerCase());
    return row && wallKeyMatches(row.wallKey, key) ? row : null;
  }

  /** Media and messages newer than `position`, oldest first, each with its event id. */
  async function readNew(
    wall: OpenWall,
    position: WallPosition,
  ): Promise<WallDelivery[]> {
    const { cursor } = position;
    const [media, messages] = await Promise.all([
      listMediaApprovedAfter(db, {
        eventId: wall.eventId,
        after: new Date(cursor.media - WALL_LOOKBACK_MS),
        except: [...position.sentMedia.keys()],
        limit: READ_BATCH,
      }),
      wall.showGuestMessages
        ? listMessagesAfter(db, {
            eventId: wall.eventId,
            after: new Date(cursor.message - WALL_LOOKBACK_MS),
            except: [...position.sentMessages.keys()],
            limit: READ_BATCH,
          })
        : [],
    ]);
    const items = [
      ...media.map((row) => ({
        time: (row.approvedAt ?? row.createdAt).getTime(),
        media: row,
      })),
      ...messages.map((row) => ({
        time: row.createdAt.getTime(),
        message: row,
      })),
    ].sort((a, b) => a.time - b.time);
    const deliveries = items.map((item): WallDelivery => {
      if ('media' in item) {
        position.sentMedia.set(item.media.id, item.time);
        cursor.media = Math.max(cursor.media, item.time);
        return {
          id: formatWallCursor(cursor),
          event: { type: 'media', media: albumItemOf(item.media) },
        };
      }
      position.sentMessages.set(item.message.id, item.time);
      cursor.message = Math.max(cursor.message, item.time);
      return {
        id: formatWallCursor(cursor),
        event: { type: 'message', message: wallMessageOf(item.message) },
      };
    });
    forget(position.sentMedia, cursor.media - WALL_LOOKBACK_MS);
    forget(position.sentMessages, cursor.message - WALL_LOOKBACK_MS);
    const more = media.length === READ_BATCH || messages.length === READ_BATCH;
    return more
      ? [...deliveries, ...(await readNew(wall, position))]
      : deliveries;
  }

  /** The wall of `slug` opened by `key`; 404 'Telão não encontrado.' otherwise. */
  async function open(
    slug: string,
    key: string | undefined,
  ): Promise<OpenWall> {
    const wall = await find(slug, key);
    if (!wall) throw new AppError('NOT_FOUND', apiTexts.party.wallNotFound);
    return wall;
  }

  return {
    find,
    open,

    /** The slideshow's latest items, and the cursor a stream opened next starts at. */
    async recent(
      slug: string,
      key: string | undefined,
    ): Promise<WallRecentResponse> {
      const startedAt = Date.now();
      const wall = await open(slug, key);
      const [media, messages] = await Promise.all([
        listLatestMedia(db, wall.eventId, WALL_RECENT_MEDIA),
        wall.showGuestMessages
          ? listLatestMessages(db, wall.eventId, WALL_RECENT_MESSAGES)
          : [],
      ]);
      return {
        success: true,
        title: wall.title,
        media: media.map(albumItemOf),
        messages: messages.map(wallMessageOf),
        cursor: formatWallCursor({ media: startedAt, message: startedAt }),
      };
    },

    readNew,
  };
}

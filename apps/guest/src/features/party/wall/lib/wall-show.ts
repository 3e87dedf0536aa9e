import {
  PARTY_VIDEO_MAX_SECONDS,
  type PartyAlbumItem,
  type WallMessage,
  type WallRecentResponse,
  type WallStreamEvent,
} from '@celebra/contracts';

/** A photo, video or message on the wall; `key` tells them apart across both kinds. */
export type WallItem =
  | { key: string; type: 'media'; media: PartyAlbumItem }
  | { key: string; type: 'message'; message: WallMessage };

const mediaItem = (media: PartyAlbumItem): WallItem => ({
  key: `media:${media.id}`,
  type: 'media',
  media,
});

const messageItem = (message: WallMessage): WallItem => ({
  key: `message:${message.id}`,
  type: 'message',
  message,
});

export const wallItemOf = (event: WallStreamEvent): WallItem =>
  event.type === 'media' ? mediaItem(event.media) : messageItem(event.message);

/** The slideshow's items of the recent call, newest first (photos and messages by time). */
export const recentItemsOf = (recent: WallRecentResponse): WallItem[] =>
  [...recent.media.map(mediaItem), ...recent.messages.map(messageItem)].sort(
    (a, b) => createdAtOf(b) - createdAtOf(a),
  );

const createdAtOf = (item: WallItem) =>
  Date.parse(
    item.type === 'media' ? item.media.createdAt : item.message.createdAt,
  );

/** A new item stays at least this long before the next new one replaces it. */
export const NEW_ITEM_MS = 6_000;
/** With nothing new for this long, the slideshow shows the next older item. */
export const SLIDE_MS = 8_000;
/** Items the slideshow keeps (the oldest leave first). */
export const POOL_MAX = 200;

export interface WallShow {
  /** Everything the slideshow may show, newest first. */
  pool: WallItem[];
  /** New items waiting for their turn, oldest first. */
  queue: WallItem[];
  current: WallItem | null;
  /** When `current` appeared. */
  shownAt: number;
  /** Whether `current` is a new item (not a slide of the slideshow). */
  fresh: boolean;
  /** Whether `current`, a video, has played to its end. */
  ended: boolean;
}

export const emptyShow: WallShow = {
  pool: [],
  queue: [],
  current: null,
  shownAt: 0,
  fresh: false,
  ended: false,
};

export type WallShowAction =
  /** The recent call's items (at start, and again now and then: hidden ones leave). */
  | { type: 'loaded'; items: WallItem[]; now: number }
  /** An item of the stream (the same one again is ignored). */
  | { type: 'arrived'; item: WallItem; now: number }
  /** The video on screen played to its end. */
  | { type: 'ended'; key: string; now: number }
  | { type: 'tick'; now: number };

const show = (
  state: WallShow,
  current: WallItem,
  now: number,
  fresh: boolean,
): WallShow => ({ ...state, current, shownAt: now, fresh, ended: false });

const isVideo = (item: WallItem | null) =>
  item?.type === 'media' && item.media.kind === 'video';

/** A video plays to its end (at most as long as a party video may be). */
const VIDEO_MAX_MS = PARTY_VIDEO_MAX_SECONDS * 1000;

/** Whether a video on screen still plays. */
const stillPlaying = (state: WallShow, now: number) =>
  isVideo(state.current) && !state.ended && now - state.shownAt < VIDEO_MAX_MS;

/** The slide after `current` in the pool (newest first, then around again). */
function nextSlide(state: WallShow): WallItem | undefined {
  const { pool, current } = state;
  const index = current
    ? pool.findIndex((item) => item.key === current.key)
    : -1;
  return pool[(index + 1) % pool.length];
}

/**
 * What to show now: a waiting new item at once over a slide, after NEW_ITEM_MS over a new one;
 * nothing replaces a video before its end.
 */
function advance(state: WallShow, now: number): WallShow {
  if (stillPlaying(state, now)) return state;
  const [next, ...rest] = state.queue;
  if (next) {
    if (state.fresh && now - state.shownAt < NEW_ITEM_MS) return state;
    return show({ ...state, queue: rest }, next, now, true);
  }
  if (state.current && now - state.shownAt < SLIDE_MS) return state;
  const slide = nextSlide(state);
  if (!slide || slide.key === state.current?.key) return state;
  return show(state, slide, now, false);
}

const known = (state: WallShow, key: string) =>
  state.current?.key === key ||
  state.queue.some((item) => item.key === key) ||
  state.pool.some((item) => item.key === key);

/**
 * The wall's show: new items as they arrive (each at least NEW_ITEM_MS), and a slideshow of
 * the older ones when nothing new came for SLIDE_MS.
 */
export function wallShowReducer(
  state: WallShow,
  action: WallShowAction,
): WallShow {
  switch (action.type) {
    case 'loaded': {
      const kept = new Set(action.items.map((item) => item.key));
      // What arrived while the call was on its way stays, even if it missed the answer.
      const arrived = [
        ...(state.fresh && state.current ? [state.current] : []),
        ...state.queue,
      ];
      const pool = [
        ...arrived.filter((item) => !kept.has(item.key)),
        ...action.items,
      ].slice(0, POOL_MAX);
      const current =
        state.current && (kept.has(state.current.key) || state.fresh)
          ? state.current
          : null;
      return advance({ ...state, pool, current }, action.now);
    }
    case 'arrived': {
      if (known(state, action.item.key)) return state;
      return advance(
        {
          ...state,
          pool: [action.item, ...state.pool].slice(0, POOL_MAX),
          queue: [...state.queue, action.item],
        },
        action.now,
      );
    }
    case 'ended':
      if (state.current?.key !== action.key) return state;
      return advance({ ...state, ended: true }, action.now);
    case 'tick':
      return advance(state, action.now);
  }
}

/** The latest messages (for the side column), newest first, but the one on screen. */
export const latestMessages = (state: WallShow, count: number) =>
  state.pool
    .filter(
      (item): item is Extract<WallItem, { type: 'message' }> =>
        item.type === 'message' && item.key !== state.current?.key,
    )
    .slice(0, count);

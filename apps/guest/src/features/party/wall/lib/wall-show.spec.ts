import type { PartyAlbumItem, WallMessage } from '@celebra/contracts';
import {
  emptyShow,
  latestMessages,
  NEW_ITEM_MS,
  recentItemsOf,
  SLIDE_MS,
  type WallItem,
  wallItemOf,
  type WallShow,
  wallShowReducer,
} from './wall-show';

const photo = (id: number, minute = id): PartyAlbumItem => ({
  id,
  kind: 'image',
  url: `/media/party/${id}.webp`,
  image: null,
  guestName: `Convidado ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 28, 20, minute)).toISOString(),
});

const message = (id: number, minute = id): WallMessage => ({
  id,
  name: `Pessoa ${id}`,
  message: `Recado ${id}`,
  createdAt: new Date(Date.UTC(2026, 10, 28, 20, minute)).toISOString(),
});

const mediaOf = (id: number) => wallItemOf({ type: 'media', media: photo(id) });

const run = (
  state: WallShow,
  ...actions: Parameters<typeof wallShowReducer>[1][]
) => actions.reduce(wallShowReducer, state);

const keyOf = (state: WallShow) => state.current?.key;

describe('the wall show', () => {
  const loaded = run(emptyShow, {
    type: 'loaded',
    items: recentItemsOf({
      success: true,
      title: 'Ana & João',
      media: [photo(3), photo(1)],
      messages: [message(2)],
      cursor: '1-1',
    }),
    now: 0,
  });

  it('starts with the newest of the recent items, photos and messages by time', () => {
    expect(loaded.pool.map((item) => item.key)).toEqual([
      'media:3',
      'message:2',
      'media:1',
    ]);
    expect(keyOf(loaded)).toBe('media:3');
  });

  it('shows the next older item when nothing new came for a while, then around again', () => {
    let state = run(loaded, { type: 'tick', now: SLIDE_MS - 1 });
    expect(keyOf(state)).toBe('media:3');
    state = run(state, { type: 'tick', now: SLIDE_MS });
    expect(keyOf(state)).toBe('message:2');
    state = run(state, { type: 'tick', now: 2 * SLIDE_MS });
    expect(keyOf(state)).toBe('media:1');
    state = run(state, { type: 'tick', now: 3 * SLIDE_MS });
    expect(keyOf(state)).toBe('media:3');
  });

  it('shows a new item at once over a slide, and keeps it before the next new one', () => {
    let state = run(loaded, { type: 'arrived', item: mediaOf(10), now: 1_000 });
    expect(keyOf(state)).toBe('media:10');
    expect(state.fresh).toBe(true);
    state = run(state, { type: 'arrived', item: mediaOf(11), now: 2_000 });
    expect(keyOf(state)).toBe('media:10');
    state = run(state, { type: 'tick', now: 1_000 + NEW_ITEM_MS });
    expect(keyOf(state)).toBe('media:11');
    expect(state.pool.slice(0, 2).map((item) => item.key)).toEqual([
      'media:11',
      'media:10',
    ]);
  });

  it('ignores an item it already has (a replay after a reconnection)', () => {
    const once = run(loaded, {
      type: 'arrived',
      item: mediaOf(10),
      now: 1_000,
    });
    const twice = run(once, { type: 'arrived', item: mediaOf(10), now: 1_500 });
    expect(twice).toBe(once);
    expect(run(loaded, { type: 'arrived', item: mediaOf(1), now: 1 })).toBe(
      loaded,
    );
  });

  it('drops from the slideshow what the host hid, keeping what just arrived', () => {
    const state = run(
      loaded,
      { type: 'arrived', item: mediaOf(10), now: 1_000 },
      {
        type: 'loaded',
        items: [mediaOf(3), mediaOf(1)],
        now: 2_000,
      },
    );
    expect(state.pool.map((item) => item.key)).toEqual([
      'media:10',
      'media:3',
      'media:1',
    ]);
    expect(keyOf(state)).toBe('media:10');
  });

  it('lists the latest messages for the side column, but the one on screen', () => {
    const state = run(loaded, {
      type: 'arrived',
      item: wallItemOf({ type: 'message', message: message(20) }),
      now: 1,
    });
    const keys = (show: WallShow) =>
      latestMessages(show, 5).map((item: WallItem) => item.key);
    expect(keyOf(state)).toBe('message:20');
    expect(keys(state)).toEqual(['message:2']);
    const next = run(state, { type: 'tick', now: SLIDE_MS + 1 });
    expect(keyOf(next)).not.toBe('message:20');
    expect(keys(next)).toEqual(['message:20', 'message:2']);
  });

  it('lets a video play to its end before the next item, at most a minute', () => {
    const video = wallItemOf({
      type: 'media',
      media: { ...photo(30), kind: 'video', url: '/media/party/30.mp4' },
    });
    let state = run(
      loaded,
      { type: 'arrived', item: video, now: 1_000 },
      { type: 'arrived', item: mediaOf(31), now: 2_000 },
      { type: 'tick', now: 1_000 + NEW_ITEM_MS + SLIDE_MS },
    );
    expect(keyOf(state)).toBe('media:30');
    state = run(state, { type: 'ended', key: 'media:30', now: 20_000 });
    expect(keyOf(state)).toBe('media:31');

    const endless = run(
      loaded,
      { type: 'arrived', item: video, now: 1_000 },
      { type: 'tick', now: 1_000 + 59_000 },
    );
    expect(keyOf(endless)).toBe('media:30');
    expect(keyOf(run(endless, { type: 'tick', now: 1_000 + 60_000 }))).not.toBe(
      'media:30',
    );
  });

  it('waits with nothing to show', () => {
    expect(run(emptyShow, { type: 'tick', now: SLIDE_MS }).current).toBeNull();
  });
});

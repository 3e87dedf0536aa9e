import type { PublicEventChange } from '../../lib/public-event/public-event-channel';
import {
  createPublicEventCache,
  type PublicEventSnapshot,
} from './public-event-cache';

/** A channel of this test alone: `tell` plays a change heard from any instance. */
function fakeChannel() {
  let subscriber: ((change: PublicEventChange) => void) | undefined;
  let reliable = true;
  const changed = jest.fn(async (_eventId: number) => undefined);
  return {
    channel: {
      reliable: () => reliable,
      subscribe(next: (change: PublicEventChange) => void) {
        subscriber = next;
        return () => undefined;
      },
      changed,
    } as never,
    /** What the cache said changed (to every instance). */
    changed,
    tell: (change: PublicEventChange) => subscriber?.(change),
    setReliable(value: boolean) {
      reliable = value;
    },
  };
}

const snapshot = (eventId: number, title: string) =>
  ({ eventId, title }) as unknown as PublicEventSnapshot;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('public event cache', () => {
  it('keeps a site until its event changes, then reads it again', async () => {
    const { channel, tell } = fakeChannel();
    const cache = createPublicEventCache({
      channel,
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    const load = jest.fn().mockResolvedValue(snapshot(1, 'first'));
    await cache.get('ana', load);
    await cache.get('ana', load);
    expect(load).toHaveBeenCalledTimes(1);

    tell(2);
    await cache.get('ana', load);
    expect(load).toHaveBeenCalledTimes(1);

    tell(1);
    load.mockResolvedValue(snapshot(1, 'second'));
    expect(await cache.get('ana', load)).toEqual(snapshot(1, 'second'));
  });

  it('never stores what a read started before a change answered', async () => {
    const { channel, tell } = fakeChannel();
    const cache = createPublicEventCache({
      channel,
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    const slow = deferred<PublicEventSnapshot>();
    const before = cache.get('ana', () => slow.promise);
    tell(1);
    // A request after the change does not join the read under way.
    const after = cache.get('ana', async () => snapshot(1, 'new'));
    slow.resolve(snapshot(1, 'old'));
    expect(await before).toEqual(snapshot(1, 'old'));
    expect(await after).toEqual(snapshot(1, 'new'));
    expect(
      await cache.get('ana', async () => snapshot(1, 'read again')),
    ).toEqual(snapshot(1, 'new'));
  });

  it('serves nothing from memory while changes may be missed', async () => {
    const { channel, setReliable } = fakeChannel();
    const cache = createPublicEventCache({
      channel,
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    const load = jest.fn().mockResolvedValue(snapshot(1, 'first'));
    setReliable(false);
    await cache.get('ana', load);
    await cache.get('ana', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size()).toBe(0);
  });

  it('drops the least recently read site beyond its size and a site past its age', async () => {
    const { channel } = fakeChannel();
    let now = 0;
    const cache = createPublicEventCache({
      channel,
      maxEntries: 2,
      maxAgeMs: 1_000,
      now: () => now,
    });
    const load = (id: number) => jest.fn().mockResolvedValue(snapshot(id, ''));
    const [a, b, c] = [load(1), load(2), load(3)];
    await cache.get('a', a);
    await cache.get('b', b);
    await cache.get('a', a);
    await cache.get('c', c);
    await cache.get('a', a);
    await cache.get('b', b);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);

    now = 1_001;
    await cache.get('b', b);
    expect(b).toHaveBeenCalledTimes(3);
  });

  it('drops a site once a share it shows as held is freed, and tells every instance then', async () => {
    const { channel, changed } = fakeChannel();
    const cache = createPublicEventCache({
      channel,
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
    const freshUntil = new Date(Date.now() + 100);
    const load = jest
      .fn()
      .mockResolvedValue({ ...snapshot(1, 'held'), freshUntil });
    await cache.get('ana', load);
    await cache.get('ana', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();

    // Nothing is written when a hold ends: the cache itself tells the channel.
    const deadline = Date.now() + 10_000;
    while (changed.mock.calls.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changed.mock.calls).toEqual([[1]]);
    expect(Date.now()).toBeGreaterThanOrEqual(freshUntil.getTime());
    load.mockResolvedValue(snapshot(1, 'freed'));
    expect(await cache.get('ana', load)).toEqual(snapshot(1, 'freed'));
    cache.close();
  });
});

import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('forgets an entry once its time is up', () => {
    let now = 0;
    const cache = createTtlCache<string>({
      ttlMs: 100,
      maxEntries: 10,
      now: () => now,
    });
    cache.set('a', 'A');
    cache.set('b', 'B', 500);

    now = 99;
    expect(cache.get('a')).toEqual({ value: 'A' });
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ value: 'B' });
  });

  it('drops the least recently used entry beyond its size', () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);

    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ value: 1 });
    expect(cache.get('c')).toEqual({ value: 3 });
    expect(cache.size).toBe(2);
  });

  it('keeps a cached null apart from a missing key', () => {
    const cache = createTtlCache<null>({ ttlMs: 1000, maxEntries: 2 });
    cache.set('none', null);

    expect(cache.get('none')).toEqual({ value: null });
    expect(cache.get('other')).toBeUndefined();
  });
});

import { createTtlCache } from './ttl-cache';

export interface CachedLoaderOptions<Value> {
  /** How long an answer is kept. */
  ttlMs: number;
  /** How long "nothing found" (null) is kept. */
  missTtlMs: number;
  maxEntries: number;
  load: (key: string) => Promise<Value | null>;
}

/**
 * `load` behind a TTL cache; callers asking for a key already being loaded share that load.
 * Failures are not cached.
 */
export function createCachedLoader<Value>({
  ttlMs,
  missTtlMs,
  maxEntries,
  load,
}: CachedLoaderOptions<Value>): (key: string) => Promise<Value | null> {
  const cache = createTtlCache<Value | null>({ ttlMs, maxEntries });
  const inFlight = new Map<string, Promise<Value | null>>();
  return (key) => {
    const hit = cache.get(key);
    if (hit) return Promise.resolve(hit.value);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const loading = load(key)
      .then((value) => {
        cache.set(key, value, value === null ? missTtlMs : ttlMs);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  };
}

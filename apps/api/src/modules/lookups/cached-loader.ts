import type { SharedCache } from '../../lib/shared-store/shared-cache';

export interface CachedLoaderOptions<Value> {
  /** In memory, or in Redis shared by every api instance (REDIS_URL). */
  cache: SharedCache<Value | null>;
  /** How long an answer is kept. */
  ttlMs: number;
  /** How long "nothing found" (null) is kept. */
  missTtlMs: number;
  load: (key: string) => Promise<Value | null>;
}

/**
 * `load` behind a TTL cache; callers of this process asking for a key already being loaded
 * share that load. Failures are not cached.
 */
export function createCachedLoader<Value>({
  cache,
  ttlMs,
  missTtlMs,
  load,
}: CachedLoaderOptions<Value>): (key: string) => Promise<Value | null> {
  const inFlight = new Map<string, Promise<Value | null>>();
  return (key) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const loading = (async () => {
      const hit = await cache.get(key);
      if (hit) return hit.value;
      const value = await load(key);
      await cache.set(key, value, value === null ? missTtlMs : ttlMs);
      return value;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  };
}

import type { SharedStore } from './shared-store';
import { createTtlCache } from './ttl-cache';

/** A cache whose entries may live in Redis: every call is asynchronous. */
export interface SharedCache<Value> {
  get(key: string): Promise<{ value: Value } | undefined>;
  set(key: string, value: Value, ttlMs: number): Promise<void>;
}

export interface SharedCacheOptions {
  /** Key namespace, e.g. 'lookup:cep:'. */
  name: string;
  /** In-memory only: oldest-used entries are dropped beyond this many (Redis relies on expiry). */
  maxEntries: number;
}

/**
 * With Redis: JSON values under `<prefix><name><key>` with their expiry (SET … PX), seen by
 * every instance. A Redis failure is a miss (get) or nothing kept (set), logged as a warning:
 * a cache failing open costs an upstream call, never an error. Without Redis: an in-memory
 * TTL cache of this process.
 */
export function createSharedCache<Value>(
  shared: SharedStore,
  { name, maxEntries }: SharedCacheOptions,
): SharedCache<Value> {
  const { redis } = shared;
  if (!redis) {
    const memory = createTtlCache<Value>({ ttlMs: 0, maxEntries });
    return {
      get: async (key) => memory.get(key),
      set: async (key, value, ttlMs) => memory.set(key, value, ttlMs),
    };
  }
  const fullKey = (key: string) => shared.key(name + key);
  const failOpen = (error: unknown) =>
    shared.warn(`the ${name} cache`, 'asking the provider', error);
  return {
    async get(key) {
      try {
        const stored = await redis.get(fullKey(key));
        return stored === null
          ? undefined
          : { value: JSON.parse(stored) as Value };
      } catch (error) {
        failOpen(error);
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(fullKey(key), JSON.stringify(value), 'PX', ttlMs);
      } catch (error) {
        failOpen(error);
      }
    },
  };
}

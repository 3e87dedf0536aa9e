export interface TtlCacheOptions {
  ttlMs: number;
  /** Oldest-used entries are dropped beyond this many. */
  maxEntries: number;
  now?: () => number;
}

export interface TtlCache<Value> {
  get(key: string): { value: Value } | undefined;
  set(key: string, value: Value, ttlMs?: number): void;
  readonly size: number;
}

/**
 * An in-memory cache with an expiry per entry and least-recently-used eviction: a Map keeps
 * insertion order, so a hit is moved to the end and the first key is the one to drop.
 */
export function createTtlCache<Value>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: TtlCacheOptions): TtlCache<Value> {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return { value: entry.value };
    },
    set(key, value, entryTtlMs = ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + entryTtlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export interface MirrorStoreOptions {
  /** At most this many answers are kept; the least recently used go first. */
  maxEntries: number;
  /** No answer is kept longer than this, even when no change was heard. */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * The answers the mirror keeps, by key, and whether they may be trusted. Closed until
 * `open()`; every `changed()` or `close()` drops everything and starts a new generation: a
 * load that started in an earlier generation is answered to its waiters but never kept, and
 * a load under way is not shared across generations.
 */
export function createMirrorStore<T>(options: MirrorStoreOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const loads = new Map<string, Promise<T>>();
  let generation = 0;
  let ready = false;

  function dropAll() {
    entries.clear();
    loads.clear();
    generation += 1;
  }

  function keep(key: string, value: T) {
    entries.delete(key);
    while (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    entries.set(key, { value, expiresAt: now() + options.maxAgeMs });
  }

  return {
    /** Whether answers may be served and kept (the api is heard). */
    get ready(): boolean {
      return ready;
    },

    open(): void {
      ready = true;
    },

    changed(): void {
      dropAll();
    },

    close(): void {
      ready = false;
      dropAll();
    },

    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },

    /**
     * `fetch`'s answer, shared by every caller of this key in this generation; kept when
     * `keepable` and no change was heard since the fetch started.
     */
    load(
      key: string,
      fetch: () => Promise<T>,
      keepable: (value: T) => boolean,
    ): Promise<T> {
      const underWay = loads.get(key);
      if (underWay) return underWay;
      const startedIn = generation;
      const loading = Promise.resolve()
        .then(fetch)
        .then((value) => {
          if (ready && generation === startedIn && keepable(value))
            keep(key, value);
          return value;
        })
        .finally(() => {
          if (loads.get(key) === loading) loads.delete(key);
        });
      loads.set(key, loading);
      return loading;
    },
  };
}

export type MirrorStore<T> = ReturnType<typeof createMirrorStore<T>>;

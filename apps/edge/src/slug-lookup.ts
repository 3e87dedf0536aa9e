import type { ZodType } from 'zod';

export interface SlugLookupOptions {
  /** Base URL of the api, e.g. http://127.0.0.1:3000 */
  apiUrl: string;
  /** How long the api may take before the page goes out without what was asked. */
  timeoutMs: number;
  /** How long an answer (or a failure) is reused. */
  cacheTtlMs: number;
  /** At most this many slugs are remembered. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  expiresAt: number;
  lookup: Promise<T | undefined>;
}

/**
 * A public api answer about an event's slug (`pathOf(slug)`, read with `schema`, then `pick`),
 * with a short timeout and a short in-memory cache: a shared link opened by a whole group at
 * once asks the api once, and a slow or stopped api costs at most one timeout per slug per cache
 * period. Lookups already under way are shared. Undefined when the api did not answer in time,
 * answered an error or something else; never rejects.
 */
export function createSlugLookup<Body, T>(
  options: SlugLookupOptions & {
    pathOf: (slug: string) => string;
    schema: ZodType<Body>;
    pick: (body: Body) => T;
  },
) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  async function fetchOne(slug: string): Promise<T | undefined> {
    try {
      const response = await fetch(
        new URL(options.pathOf(slug), options.apiUrl),
        {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        },
      );
      if (!response.ok) return undefined;
      const parsed = options.schema.safeParse(await response.json());
      return parsed.success ? options.pick(parsed.data) : undefined;
    } catch {
      return undefined;
    }
  }

  function forget(time: number) {
    for (const [slug, entry] of entries) {
      if (entry.expiresAt <= time) entries.delete(slug);
    }
    while (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    lookup(slug: string): Promise<T | undefined> {
      const time = now();
      const cached = entries.get(slug);
      if (cached && cached.expiresAt > time) return cached.lookup;
      forget(time);
      const lookup = fetchOne(slug);
      entries.set(slug, { expiresAt: time + options.cacheTtlMs, lookup });
      return lookup;
    },
  };
}

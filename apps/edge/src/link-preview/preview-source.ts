import {
  type EventPreview,
  getEventPreviewResponseSchema,
} from '@celebra/contracts';

/** An open event's preview, null when there is none to show, undefined when the api did not answer in time. */
export type PreviewLookup = EventPreview | null | undefined;

export interface PreviewSourceOptions {
  /** Base URL of the api, e.g. http://127.0.0.1:3000 */
  apiUrl: string;
  /** How long the api may take before the page goes out without a preview. */
  timeoutMs: number;
  /** How long an answer (or a failure) is reused. */
  cacheTtlMs: number;
  /** At most this many slugs are remembered. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  expiresAt: number;
  lookup: Promise<PreviewLookup>;
}

/**
 * The api's `GET /api/guests/event/{slug}/preview`, with a short timeout and a short
 * in-memory cache: a shared link opened by a whole group at once asks the api once, and a
 * slow or stopped api costs at most one timeout per slug per cache period. Lookups already
 * under way are shared. Never rejects.
 */
export function createPreviewSource(options: PreviewSourceOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function fetchPreview(slug: string): Promise<PreviewLookup> {
    try {
      const response = await fetch(
        new URL(
          `/api/guests/event/${encodeURIComponent(slug)}/preview`,
          options.apiUrl,
        ),
        {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        },
      );
      if (!response.ok) return undefined;
      const parsed = getEventPreviewResponseSchema.safeParse(
        await response.json(),
      );
      return parsed.success ? parsed.data.preview : undefined;
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
    lookup(slug: string): Promise<PreviewLookup> {
      const time = now();
      const cached = entries.get(slug);
      if (cached && cached.expiresAt > time) return cached.lookup;
      forget(time);
      const lookup = fetchPreview(slug);
      entries.set(slug, { expiresAt: time + options.cacheTtlMs, lookup });
      return lookup;
    },
  };
}

export type PreviewSource = ReturnType<typeof createPreviewSource>;

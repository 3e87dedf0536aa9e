import type { SiteLock } from '@celebra/contracts';
import type { CachedJson } from '../../lib/public-event/cached-json';
import type {
  PublicEventChange,
  PublicEventChannel,
} from '../../lib/public-event/public-event-channel';
import { createReleaseTimers } from '../../lib/public-event/release-timers';

/** One active event's public site as the cache keeps it. */
export interface PublicEventSnapshot {
  eventId: number;
  /** The 200 answer, serialised and compressed. */
  answer: CachedJson;
  /** The hash of the site password in force (the access tokens' version), or null: open site. */
  passwordVersion: string | null;
  /** What the 401 of a protected site shows. */
  locked: SiteLock;
  /** When a share it shows as held is freed (what it shows changes then); null: never. */
  freshUntil: Date | null;
}

interface Entry {
  snapshot: PublicEventSnapshot;
  storedAt: number;
}

export type PublicEventCache = ReturnType<typeof createPublicEventCache>;

/**
 * The public sites read lately, by slug, each kept until `channel` says its event changed (on
 * any instance), until a share it shows as held is freed (`freshUntil`), for at most
 * `maxAgeMs` (a safety net), and at most `maxEntries` of them (the least recently read go
 * first). A read that started before a change is never stored (the generation counter), and
 * concurrent reads of one slug share one load. While the channel is not reliable (its
 * connection lost) nothing is served from the cache. When a hold a read site shows ends, the
 * channel is told that its event changed (`releases`), so every instance and every edge drops
 * its copy then: a hold ends by the clock, not by a write.
 */
export function createPublicEventCache(options: {
  channel: Pick<PublicEventChannel, 'reliable' | 'subscribe' | 'changed'>;
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}) {
  const { channel, maxEntries, maxAgeMs } = options;
  const now = options.now ?? (() => Date.now());
  const enabled = maxEntries > 0 && maxAgeMs > 0;
  const bySlug = new Map<string, Entry>();
  const loading = new Map<string, Promise<PublicEventSnapshot | undefined>>();
  /** Bumped by every change: a load that saw another generation is not stored. */
  let generation = 0;

  const forget = (change: PublicEventChange) => {
    generation += 1;
    loading.clear();
    if (change === 'all') {
      bySlug.clear();
      return;
    }
    for (const [slug, entry] of bySlug)
      if (entry.snapshot.eventId === change) bySlug.delete(slug);
  };
  const unsubscribe = channel.subscribe(forget);
  const releases = createReleaseTimers(channel.changed, now);

  function fresh(slug: string): PublicEventSnapshot | undefined {
    const entry = bySlug.get(slug);
    if (!entry) return undefined;
    const { freshUntil } = entry.snapshot;
    const at = now();
    if (
      at - entry.storedAt > maxAgeMs ||
      (freshUntil && at >= freshUntil.getTime())
    ) {
      bySlug.delete(slug);
      return undefined;
    }
    // Most recently read last: the first key is the one to evict.
    bySlug.delete(slug);
    bySlug.set(slug, entry);
    return entry.snapshot;
  }

  function store(slug: string, snapshot: PublicEventSnapshot) {
    bySlug.set(slug, { snapshot, storedAt: now() });
    if (bySlug.size > maxEntries) {
      const oldest = bySlug.keys().next().value;
      if (oldest !== undefined) bySlug.delete(oldest);
    }
  }

  return {
    /**
     * The snapshot of `slug` (as stored: trimmed, lower case), from the cache or from `load`
     * (undefined: no active event has it; never cached).
     */
    async get(
      slug: string,
      read: () => Promise<PublicEventSnapshot | undefined>,
    ): Promise<PublicEventSnapshot | undefined> {
      const load = () =>
        read().then((snapshot) => {
          if (snapshot?.freshUntil)
            releases.at(snapshot.eventId, snapshot.freshUntil);
          return snapshot;
        });
      if (!enabled || !channel.reliable()) return load();
      const cached = fresh(slug);
      if (cached) return cached;
      const pending = loading.get(slug);
      if (pending) return pending;
      const startedAt = generation;
      const loaded = load().then(
        (snapshot) => {
          if (loading.get(slug) === loaded) loading.delete(slug);
          if (snapshot && generation === startedAt && channel.reliable())
            store(slug, snapshot);
          return snapshot;
        },
        (error: unknown) => {
          if (loading.get(slug) === loaded) loading.delete(slug);
          throw error;
        },
      );
      loading.set(slug, loaded);
      return loaded;
    },

    /** The kept snapshot of `slug` while it may be served, without loading it. */
    peek(slug: string): PublicEventSnapshot | undefined {
      return enabled && channel.reliable() ? fresh(slug) : undefined;
    },

    /** How many sites are kept (tests). */
    size: () => bySlug.size,

    close() {
      unsubscribe();
      releases.close();
    },
  };
}

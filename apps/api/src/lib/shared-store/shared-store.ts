import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How often one kind of Redis failure is logged while it lasts. */
const WARN_EVERY_MS = 30_000;

/**
 * Where the state that must hold across api instances lives: rate-limit counters, lookup caches
 * and the Nominatim throttle. With `REDIS_URL` it is one Redis; without, each piece keeps its
 * own in-memory state in this process. Every piece survives Redis failures on its own
 * (docs/limits.md): the callers decide what to do instead and report it through `warn`.
 */
export interface SharedStore {
  /** The Redis connection, or undefined when REDIS_URL is not set. */
  readonly redis: Redis | undefined;
  /** A Redis key under this deployment's prefix (REDIS_PREFIX). */
  key(name: string): string;
  /** Logs a Redis failure of one piece (a warning, at most once every 30 s per piece). */
  warn(piece: string, fallback: string, error: unknown): void;
  close(): Promise<void>;
}

export interface SharedStoreOptions {
  redisUrl?: string;
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * Connects to Redis when a URL is given. A Redis that is down at start-up does not stop the api:
 * the connection keeps retrying in the background and, until it is up, every command fails at
 * once (no offline queue), so requests fall back instead of waiting.
 */
export async function createSharedStore({
  redisUrl,
  prefix,
  log,
}: SharedStoreOptions): Promise<SharedStore> {
  const lastWarned = new Map<string, number>();
  const warn: SharedStore['warn'] = (piece, fallback, error) => {
    const now = Date.now();
    if (now - (lastWarned.get(piece) ?? -Infinity) < WARN_EVERY_MS) return;
    lastWarned.set(piece, now);
    log.warn(
      { err: error },
      `Redis unavailable for ${piece}: ${fallback} (REDIS_URL)`,
    );
  };
  if (!redisUrl)
    return {
      redis: undefined,
      key: (name) => prefix + name,
      warn,
      close: async () => undefined,
    };

  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // A socket that never opened gets no "close": do not keep the process up for long.
    disconnectTimeout: 500,
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
  });
  redis.on('error', (error) =>
    warn('connection', 'retrying in the background', error),
  );
  await redis
    .connect()
    .catch((error) =>
      warn('start-up', 'starting with in-process fallbacks', error),
    );
  return {
    redis,
    key: (name) => prefix + name,
    warn,
    async close() {
      if (redis.status === 'ready')
        await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

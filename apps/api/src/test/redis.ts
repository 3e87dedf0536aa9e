import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * REDIS_URL of the Redis tests (`*.redis.spec.ts`). They run with the PostgreSQL run
 * (TEST_DB=postgres, see jest.config.cjs), where tools/test-all.mjs and .ci/run set REDIS_URL;
 * there a missing REDIS_URL fails the tests instead of skipping them.
 */
export function requireRedisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url)
    throw new Error(
      'REDIS_URL is not set: the Redis tests need a Redis server (e.g. REDIS_URL=redis://127.0.0.1:6379)',
    );
  return url;
}

/** The api's Redis settings for one test file: the test Redis under a key prefix of its own. */
export function redisTestEnv(): { REDIS_URL: string; REDIS_PREFIX: string } {
  return {
    REDIS_URL: requireRedisUrl(),
    REDIS_PREFIX: `celebra-test-${randomBytes(6).toString('hex')}:`,
  };
}

/** Deletes every key under `prefix` (a test file's keys, some of which live for days). */
export async function dropRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${prefix}*`,
        'COUNT',
        500,
      );
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnavailable } from '@celebra/db';

/**
 * Runs `work` again while it fails because the database cannot be reached (a restart), for
 * up to `forMs`. Only for work that is safe to repeat, e.g. a purchase carrying an
 * Idempotency-Key: a write whose connection dropped may have been committed.
 */
export async function retryWhileDatabaseUnavailable<T>(
  work: () => Promise<T>,
  forMs: number,
): Promise<T> {
  const deadline = Date.now() + forMs;
  let backoff = 100;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + backoff > deadline)
        throw error;
      await delay(backoff);
      backoff = Math.min(backoff * 2, 1_000);
    }
  }
}

import type { SharedStore } from './shared-store';

const delay = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` no sooner than the throttle's interval after the previous task started. */
export type Throttle = <T>(task: () => Promise<T>) => Promise<T>;

export interface ThrottleOptions {
  intervalMs: number;
  /** With Redis, the slot is shared by every api instance under this name. */
  shared?: SharedStore;
  name?: string;
}

/**
 * Starts tasks at least `intervalMs` apart (Nominatim's policy: at most one request per
 * second). In this process a promise queue keeps call order; with Redis each start also takes
 * a shared slot, a key set with NX and an expiry of `intervalMs` (SET key 1 NX PX interval), so
 * starts are spaced across every instance. While the slot is taken the task waits for the key's
 * remaining time. If Redis fails, the start goes ahead with this process's spacing only and a
 * warning is logged.
 */
export function createThrottle({
  intervalMs,
  shared,
  name = 'throttle',
}: ThrottleOptions): Throttle {
  let queue: Promise<void> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;

  const waitForProcessSlot = async () => {
    // Timers may fire a millisecond early: wait until the interval has really passed.
    for (
      let wait = lastStart + intervalMs - Date.now();
      wait > 0;
      wait = lastStart + intervalMs - Date.now()
    )
      await delay(wait);
  };

  const waitForSharedSlot = async () => {
    const redis = shared?.redis;
    if (!shared || !redis) return;
    const key = shared.key(`throttle:${name}`);
    try {
      while ((await redis.set(key, '1', 'PX', intervalMs, 'NX')) === null) {
        const remaining = await redis.pttl(key);
        await delay(Math.max(1, remaining));
      }
    } catch (error) {
      shared.warn(
        `the ${name} throttle`,
        'spacing requests in this process only',
        error,
      );
    }
  };

  return (task) => {
    const slot = queue.then(async () => {
      await waitForProcessSlot();
      await waitForSharedSlot();
      lastStart = Date.now();
    });
    queue = slot;
    return slot.then(task);
  };
}

const delay = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` no sooner than the throttle's interval after the previous task started. */
export type Throttle = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A promise queue that starts tasks at least `intervalMs` apart, in call order, for the whole
 * process (Nominatim's policy: at most one request per second). Several api instances each
 * keep their own queue; they would need a shared limiter (e.g. Redis) to keep the policy.
 */
export function createThrottle(intervalMs: number): Throttle {
  let queue: Promise<void> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  return (task) => {
    const slot = queue.then(async () => {
      // Timers may fire a millisecond early: wait until the interval has really passed.
      for (
        let wait = lastStart + intervalMs - Date.now();
        wait > 0;
        wait = lastStart + intervalMs - Date.now()
      )
        await delay(wait);
      lastStart = Date.now();
    });
    queue = slot;
    return slot.then(task);
  };
}

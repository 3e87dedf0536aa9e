/** setTimeout's longest delay (about 24.8 days); a later end is looked at again then. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Calls `changed(eventId)` when a hold of an event's shares ends (its Pix charge expired, its
 * card checkout's time ran out): nothing is written then, so nothing else would tell the
 * sites. One timer per event, the earliest end asked for; timers never keep the process alive.
 */
export function createReleaseTimers(
  changed: (eventId: number) => Promise<void>,
  now: () => number = () => Date.now(),
) {
  const timers = new Map<number, { at: number; timer: NodeJS.Timeout }>();

  function at(eventId: number, when: Date): void {
    const due = when.getTime();
    const waiting = timers.get(eventId);
    if (waiting && waiting.at <= due) return;
    if (waiting) clearTimeout(waiting.timer);
    const timer = setTimeout(
      () => {
        timers.delete(eventId);
        if (due > now()) at(eventId, when);
        // The publication logs its own failures; the next read schedules again.
        else void changed(eventId).catch(() => undefined);
      },
      Math.min(MAX_DELAY_MS, Math.max(0, due - now() + 1)),
    );
    timer.unref();
    timers.set(eventId, { at: due, timer });
  }

  return {
    at,
    close(): void {
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface BackgroundTasks {
  /** Starts `task` without waiting for it; a failure is logged with `what`. */
  run(what: string, task: () => Promise<void>): void;
}

/**
 * Work done after the answer is sent (so the answer's timing does not depend on it), still
 * awaited when the app closes: nothing is cut off by a shutdown or left running after a test.
 */
export function createBackgroundTasks(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return {
    run(what, task) {
      const running = task()
        .catch((error: unknown) => log.error({ err: error }, what))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
  };
}

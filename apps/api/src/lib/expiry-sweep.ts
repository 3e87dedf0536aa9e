import type { FastifyInstance } from 'fastify';

/** Something whose pending rows expire: answers how many it expired as of `now`. */
export interface ExpiryTarget {
  /** Named in the logs, e.g. 'pending orders'. */
  name: string;
  expire(now: Date): Promise<number>;
}

/**
 * Expires each target every `everySeconds` while the app is up (unref'd timer, stopped on
 * close); a run still going when the next one is due is not doubled. Several api instances may
 * sweep at once: the targets' updates are conditional, so they agree.
 */
export function scheduleExpirySweep(
  app: FastifyInstance,
  everySeconds: number,
  targets: readonly ExpiryTarget[],
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function sweep() {
    for (const target of targets) {
      try {
        const count = await target.expire(new Date());
        if (count > 0) app.log.info({ count }, `expired ${target.name}`);
      } catch (error) {
        app.log.error({ err: error }, `expiry sweep of ${target.name} failed`);
      }
    }
  }

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      void sweep().finally(() => {
        running = false;
      });
    }, everySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

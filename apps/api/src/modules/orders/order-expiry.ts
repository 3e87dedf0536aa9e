import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { cancelExpiredOrders } from './orders.repository';

/** Cancels every PENDING order whose payment window closed by `now`; answers how many. */
export async function expirePendingOrders(
  db: Db,
  now: Date = new Date(),
): Promise<number> {
  return (await cancelExpiredOrders(db, now)).length;
}

/**
 * Runs expirePendingOrders every `everySeconds` while the app is up (unref'd timer, stopped on
 * close). Several api instances may sweep at once: the update is conditional, so they agree.
 */
export function scheduleOrderExpiry(
  app: FastifyInstance,
  db: Db,
  everySeconds: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      expirePendingOrders(db)
        .then((count) => {
          if (count > 0)
            app.log.info({ count }, 'expired pending orders cancelled');
        })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'order expiry sweep failed'),
        )
        .finally(() => {
          running = false;
        });
    }, everySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

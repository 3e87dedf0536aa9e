import type { Db, DbOrTx } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { expirePendingPurchases } from './service-purchases.repository';

/** Sweep: PENDING purchases past their expiry become EXPIRED (leaving the pending list). Answers how many. */
export function expireServicePurchases(
  db: DbOrTx,
  now: Date = new Date(),
): Promise<number> {
  return expirePendingPurchases(db, now);
}

/**
 * Runs expireServicePurchases every `everySeconds` while the app is up (unref'd timer, stopped
 * on close). Several api instances may sweep at once: the update is conditional.
 */
export function scheduleServicePurchaseExpiry(
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
      expireServicePurchases(db)
        .then((count) => {
          if (count > 0)
            app.log.info({ count }, 'expired pending service purchases');
        })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'service purchase expiry sweep failed'),
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

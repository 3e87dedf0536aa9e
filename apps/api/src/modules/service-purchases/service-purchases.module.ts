import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Payments } from '../../payments/payments';
import { appOrigin } from '../../payments/public-origin';
import { scheduleServicePurchaseExpiry } from './expire-service-purchases';
import { servicePayableTarget } from './service-payable-target';
import { servicePurchaseRoutes } from './service-purchases.routes';
import { createServicePurchasesService } from './service-purchases.service';

/**
 * Service purchases: POST /api/users/services/purchase (signed-in host), the 'svc' payable
 * target settled by the payment webhooks, and the expiry sweep (period
 * ORDER_EXPIRY_SWEEP_SECONDS; off with NODE_ENV=test or 0 — tests call expireServicePurchases).
 */
export async function servicePurchasesModule(
  app: FastifyInstance,
  deps: { db: Db; config: Config; payments: Payments; now?: () => Date },
) {
  const { db, config, payments } = deps;
  payments.settlement.register(servicePayableTarget);
  const service = createServicePurchasesService({
    db,
    provider: payments.provider,
    expiryHours: config.SERVICE_PAYMENT_EXPIRY_HOURS,
    returnUrl: `${appOrigin(config, 'users')}/service-package`,
    now: deps.now,
  });
  await app.register(async (users) => {
    users.addHook('onRequest', users.requireUser);
    await users.register(servicePurchaseRoutes, { service, config });
  });
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleServicePurchaseExpiry(app, db, config.ORDER_EXPIRY_SWEEP_SECONDS);
}

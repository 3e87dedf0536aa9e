import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { freeAmountLimitsOf } from '../../config';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin } from '../../payments/public-origin';
import { createSiteGate } from '../events/site-gate';
import { orderExpiryTarget } from './order-expiry';
import { createOrderPayableTarget } from './order-payable-target';
import { createOrderPayment } from './order-payment';
import { createOrderPixService } from './order-pix.service';
import { createOrderStatusService } from './order-status.service';
import { orderPixRoutes } from './pix.routes';
import { ordersPublicRoutes } from './public.routes';
import { createPurchaseService } from './purchase.service';

/**
 * The orders domain: its services, built once, and its routes (all public: the guest's
 * purchase, status and Pix screen). Also registers the 'ord' payable target (settled by the
 * payment webhooks; an approval enqueues the host's e-mail and the guest's receipt) and the
 * expiry sweep (off with NODE_ENV=test or ORDER_EXPIRY_SWEEP_SECONDS=0).
 */
export async function ordersDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { db, config, payments } = deps;
  const siteOrigin = appOrigin(config, 'site');
  payments.settlement.register(
    createOrderPayableTarget({
      db,
      publicEvents: deps.publicEvents,
      log: app.log,
      giftsReceivedUrl: `${appOrigin(config, 'users')}/gifts-received`,
      siteOrigin,
    }),
  );
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleExpirySweep(app, config.ORDER_EXPIRY_SWEEP_SECONDS, [
      orderExpiryTarget(db, deps.publicEvents),
    ]);

  const payment = createOrderPayment({
    db,
    provider: payments.provider,
    pixExpiryMinutes: config.PIX_EXPIRY_MINUTES,
    cardHoldMinutes: config.CARD_CHECKOUT_HOLD_MINUTES,
    now: () => new Date(),
  });
  const purchase = createPurchaseService({
    db,
    provider: payments.provider,
    gate: createSiteGate({ db, secret: config.SITE_TOKEN_SECRET }),
    platformFeeBps: config.PLATFORM_FEE_BPS,
    freeAmountLimits: freeAmountLimitsOf(config),
    publicEvents: deps.publicEvents,
    expiryHours: config.ORDER_EXPIRY_HOURS,
    payment,
    siteOrigin,
    statusTokenSecret: config.SITE_TOKEN_SECRET,
  });
  ordersPublicRoutes(app, deps, {
    purchase,
    status: createOrderStatusService({ db }),
  });
  orderPixRoutes(
    app,
    deps,
    createOrderPixService({
      db,
      payment,
      siteOrigin,
      publicEvents: deps.publicEvents,
    }),
  );
}

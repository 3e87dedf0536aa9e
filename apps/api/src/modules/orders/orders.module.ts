import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createMailer } from '../../mail/create-mailer';
import type { Mailer } from '../../mail/mailer';
import type { Payments } from '../../payments/payments';
import { appOrigin } from '../../payments/public-origin';
import { guestPurchaseRoutes } from '../guest-purchase/guest-purchase.routes';
import { createGuestPurchaseService } from '../guest-purchase/guest-purchase.service';
import { createSiteGate } from '../public-site/site-gate';
import { scheduleOrderExpiry } from './order-expiry';
import { createOrderPayableTarget } from './order-payable-target';

/**
 * Guest orders: POST /api/guests/purchase, the 'ord' payable target (settled by the payment
 * webhooks, e-mails the host on approval) and the expiry sweep (off with NODE_ENV=test or
 * ORDER_EXPIRY_SWEEP_SECONDS=0; tests call expirePendingOrders directly).
 */
export async function ordersModule(
  app: FastifyInstance,
  deps: { db: Db; config: Config; payments: Payments; mailer?: Mailer },
) {
  const { db, config, payments } = deps;
  payments.settlement.register(
    createOrderPayableTarget({
      db,
      mailer: deps.mailer ?? createMailer(config),
      log: app.log,
      giftsReceivedUrl: `${appOrigin(config, 'users')}/gifts-received`,
    }),
  );
  await app.register(guestPurchaseRoutes, {
    config,
    service: createGuestPurchaseService({
      db,
      provider: payments.provider,
      gate: createSiteGate({ db, secret: config.SITE_TOKEN_SECRET }),
      platformFeeBps: config.PLATFORM_FEE_BPS,
      expiryHours: config.ORDER_EXPIRY_HOURS,
      siteOrigin: appOrigin(config, 'site'),
    }),
  });
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleOrderExpiry(app, db, config.ORDER_EXPIRY_SWEEP_SECONDS);
}

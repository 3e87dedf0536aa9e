import {
  errorResponseSchema,
  purchaseBodySchema,
  purchaseHeadersSchema,
  purchaseResponseSchema,
  sitePasswordRequiredResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin, publicOriginOf } from '../../payments/public-origin';
import { clientAddress, limitBy, perMinute } from '../../plugins/rate-limit';
import { siteAccessTokenOf } from '../events/site-access-header';
import { createSiteGate } from '../events/site-gate';
import { createOrderPayableTarget } from './order-payable-target';
import { createOrdersService, orderExpiryTarget } from './orders.service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A guest's purchase: POST /api/guests/purchase, limited per client address (per minute, per
 * event and hour, per day: docs/limits.md); a provider failure answers 502 'Erro ao prosseguir
 * pagamento.'. Also registers the 'ord' payable target (settled by the payment webhooks, e-mails the host on approval) and
 * the expiry sweep (off with NODE_ENV=test or ORDER_EXPIRY_SWEEP_SECONDS=0).
 */
export async function ordersPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, payments } = deps;
  payments.settlement.register(
    createOrderPayableTarget({
      db,
      mailer: deps.mailer,
      log: app.log,
      giftsReceivedUrl: `${appOrigin(config, 'users')}/gifts-received`,
    }),
  );
  const service = createOrdersService({
    db,
    provider: payments.provider,
    gate: createSiteGate({ db, secret: config.SITE_TOKEN_SECRET }),
    platformFeeBps: config.PLATFORM_FEE_BPS,
    expiryHours: config.ORDER_EXPIRY_HOURS,
    siteOrigin: appOrigin(config, 'site'),
  });
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleExpirySweep(app, config.ORDER_EXPIRY_SWEEP_SECONDS, [
      orderExpiryTarget(db),
    ]);

  // Beside the per-minute limit (a party on one address): caps per event and per day that keep
  // abuse from one address bounded (docs/limits.md).
  const purchaseCaps = limitBy(app, [
    {
      name: 'purchase-event',
      max: config.PURCHASES_PER_EVENT_PER_HOUR,
      timeWindowMs: HOUR_MS,
      key: (request) =>
        `${clientAddress(request)}:${(request.body as { eventId: number }).eventId}`,
    },
    {
      name: 'purchase-day',
      max: config.PURCHASES_PER_DAY,
      timeWindowMs: 24 * HOUR_MS,
      key: clientAddress,
    },
  ]);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/guests/purchase',
    {
      config: perMinute(config.PURCHASES_PER_MINUTE),
      preHandler: purchaseCaps,
      schema: {
        tags: ['guests'],
        description:
          'Creates a PENDING order priced from the database and answers the payment link. A password-protected site needs the X-Site-Access header. With an Idempotency-Key (UUID) a retry answers the same order and link.',
        headers: purchaseHeadersSchema,
        body: purchaseBodySchema,
        response: {
          200: purchaseResponseSchema,
          400: errorResponseSchema,
          401: sitePasswordRequiredResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    (request) =>
      service.purchase(request.body, {
        accessToken: siteAccessTokenOf(request),
        publicOrigin: publicOriginOf(request, config),
        log: request.log,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );
}

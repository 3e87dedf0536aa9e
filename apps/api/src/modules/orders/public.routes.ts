import {
  errorResponseSchema,
  messages,
  orderStatusParamsSchema,
  orderStatusQuerySchema,
  orderStatusResponseSchema,
  purchaseBodySchema,
  purchaseHeadersSchema,
  purchaseResponseSchema,
  sitePasswordRequiredResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { freeAmountLimitsOf } from '../../config';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin, publicOriginOf } from '../../payments/public-origin';
import { clientAddress, limitBy, perMinute } from '../../plugins/rate-limit';
import { siteAccessTokenOf } from '../events/site-access-header';
import { createSiteGate } from '../events/site-gate';
import { createOrderPayableTarget } from './order-payable-target';
import { createOrdersService, orderExpiryTarget } from './orders.service';
import { orderPixRoutes } from './pix.routes';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Status reads per client address and minute: the 'Obrigado!' page asks every few seconds while
 * the payment is pending, and a party on one Wi-Fi may be waiting for several payments at once.
 */
export const ORDER_STATUS_READS_PER_MINUTE = 600;

/**
 * A guest's purchase: POST /api/guests/purchase, limited per client address (per minute, per
 * event and hour, per day: docs/limits.md); a provider failure answers 502 'Erro ao prosseguir
 * pagamento.'; GET /api/guests/orders/:orderId/status?token=… (the guest's 'Obrigado!' page). Also
 * registers the 'ord' payable target (settled by the payment webhooks; an approval enqueues the
 * host's e-mail and the guest's receipt) and the expiry sweep (off with NODE_ENV=test or
 * ORDER_EXPIRY_SWEEP_SECONDS=0).
 */
export async function ordersPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, payments } = deps;
  payments.settlement.register(
    createOrderPayableTarget({
      db,
      publicEvents: deps.publicEvents,
      log: app.log,
      giftsReceivedUrl: `${appOrigin(config, 'users')}/gifts-received`,
      siteOrigin: appOrigin(config, 'site'),
    }),
  );
  const service = createOrdersService({
    db,
    provider: payments.provider,
    gate: createSiteGate({ db, secret: config.SITE_TOKEN_SECRET }),
    platformFeeBps: config.PLATFORM_FEE_BPS,
    freeAmountLimits: freeAmountLimitsOf(config),
    publicEvents: deps.publicEvents,
    expiryHours: config.ORDER_EXPIRY_HOURS,
    pixExpiryMinutes: config.PIX_EXPIRY_MINUTES,
    siteOrigin: appOrigin(config, 'site'),
    statusTokenSecret: config.SITE_TOKEN_SECRET,
  });
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleExpirySweep(app, config.ORDER_EXPIRY_SWEEP_SECONDS, [
      orderExpiryTarget(db, deps.publicEvents),
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
      message: messages.server.purchasesPerEventPerHour,
    },
    {
      name: 'purchase-day',
      max: config.PURCHASES_PER_DAY,
      timeWindowMs: 24 * HOUR_MS,
      key: clientAddress,
      message: messages.server.purchasesPerDay,
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
          'Creates a PENDING order priced from the database and answers the payment link. A free-value gift takes `amount` (centavos); shares of a gift in shares beyond those left answer 409. A password-protected site needs the X-Site-Access header. With an Idempotency-Key (UUID) a retry answers the same order and link.',
        headers: purchaseHeadersSchema,
        body: purchaseBodySchema,
        response: {
          200: purchaseResponseSchema,
          400: errorResponseSchema,
          401: sitePasswordRequiredResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
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

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/guests/orders/:orderId/status',
    {
      config: perMinute(ORDER_STATUS_READS_PER_MINUTE),
      schema: {
        tags: ['guests'],
        description:
          "The guest's order on the 'Obrigado!' page: status, gifts, amount charged, note. `token` is the purchase's statusToken; a missing or wrong token answers 404 like an unknown order.",
        params: orderStatusParamsSchema,
        querystring: orderStatusQuerySchema,
        response: {
          200: orderStatusResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await service.orderStatus(
        request.params.orderId,
        request.query.token,
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, order };
    },
  );

  await orderPixRoutes(app, {
    ...deps,
    readsPerMinute: ORDER_STATUS_READS_PER_MINUTE,
  });
}

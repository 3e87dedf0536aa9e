import { ordersRoutes } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { publicOriginOf } from '../../payments/public-origin';
import {
  clientAddress,
  HOUR_MS,
  limitBy,
  perMinute,
} from '../../plugins/rate-limit';
import { siteAccessTokenOf } from '../events/site-access-header';
import type { OrderStatusService } from './order-status.service';
import type { PurchaseService } from './purchase.service';

/**
 * Status reads per client address and minute: the 'Obrigado!' page asks every few seconds while
 * the payment is pending, and a party on one Wi-Fi may be waiting for several payments at once.
 */
export const ORDER_STATUS_READS_PER_MINUTE = 600;

/** A guest's order read behind its status token: no cache keeps it. */
export function uncached<Answer>(reply: FastifyReply, answer: Answer): Answer {
  reply.header('cache-control', 'no-store');
  return answer;
}

/**
 * A guest's purchase: POST /api/guests/purchase, limited per client address (per minute, per
 * event and hour, per day: docs/limits.md); a provider failure answers 502 'Erro ao prosseguir
 * pagamento.'; GET /api/guests/orders/:orderId/status?token=… (the guest's 'Obrigado!' page).
 */
export function ordersPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: { purchase: PurchaseService; status: OrderStatusService },
): void {
  const { config } = deps;
  const { purchase, status } = services;

  // Beside the per-minute limit (a party on one address): caps per event and per day that keep
  // abuse from one address bounded (docs/limits.md).
  const purchaseCaps = limitBy(app, [
    {
      name: 'purchase-event',
      max: config.PURCHASES_PER_EVENT_PER_HOUR,
      timeWindowMs: HOUR_MS,
      key: (request) =>
        `${clientAddress(request)}:${(request.body as { eventId: number }).eventId}`,
      message: apiTexts.server.purchasesPerEventPerHour,
    },
    {
      name: 'purchase-day',
      max: config.PURCHASES_PER_DAY,
      timeWindowMs: 24 * HOUR_MS,
      key: clientAddress,
      message: apiTexts.server.purchasesPerDay,
    },
  ]);

  route(
    app,
    ordersRoutes.purchase,
    (request) =>
      purchase.purchase(request.body, {
        accessToken: siteAccessTokenOf(request),
        publicOrigin: publicOriginOf(request, config),
        log: request.log,
        idempotencyKey: request.headers['idempotency-key'],
      }),
    {
      config: perMinute(config.PURCHASES_PER_MINUTE),
      preHandler: purchaseCaps,
    },
  );

  route(
    app,
    ordersRoutes.status,
    async (request, reply) =>
      uncached(reply, {
        success: true as const,
        order: await status.orderStatus(
          request.params.orderId,
          request.query.token,
        ),
      }),
    { config: perMinute(ORDER_STATUS_READS_PER_MINUTE) },
  );
}

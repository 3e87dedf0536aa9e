import { ordersRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { publicOriginOf } from '../../payments/public-origin';
import { perMinute } from '../../plugins/rate-limit';
import type { OrderPixService } from './order-pix.service';
import { ORDER_STATUS_READS_PER_MINUTE, uncached } from './public.routes';

/**
 * The guest's Pix screen, behind the order's status token:
 * GET /api/guests/orders/:orderId/pix?token=… (the current charge) and
 * POST /api/guests/orders/:orderId/pix?token=… (a new charge once the current one expired).
 */
export function orderPixRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'config'>,
  service: OrderPixService,
): void {
  const { config } = deps;

  route(
    app,
    ordersRoutes.pix,
    async (request, reply) =>
      uncached(reply, {
        success: true as const,
        pix: await service.current(request.params.orderId, request.query.token),
      }),
    { config: perMinute(ORDER_STATUS_READS_PER_MINUTE) },
  );

  route(
    app,
    ordersRoutes.renewPix,
    async (request, reply) =>
      uncached(reply, {
        success: true as const,
        pix: await service.renew(request.params.orderId, request.query.token, {
          publicOrigin: publicOriginOf(request, config),
          log: request.log,
        }),
      }),
    { config: perMinute(config.PURCHASES_PER_MINUTE) },
  );
}

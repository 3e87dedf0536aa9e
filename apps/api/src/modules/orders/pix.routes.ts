import {
  errorResponseSchema,
  orderPixResponseSchema,
  orderStatusParamsSchema,
  orderStatusQuerySchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { appOrigin, publicOriginOf } from '../../payments/public-origin';
import { perMinute } from '../../plugins/rate-limit';
import { createOrderPayment } from './order-payment';
import { createOrderPixService } from './order-pix.service';

/**
 * The guest's Pix screen, behind the order's status token:
 * GET /api/guests/orders/:orderId/pix?token=… (the current charge) and
 * POST /api/guests/orders/:orderId/pix?token=… (a new charge once the current one expired).
 */
export async function orderPixRoutes(
  app: FastifyInstance,
  deps: AppDeps & { readsPerMinute: number },
) {
  const { db, config, payments } = deps;
  const service = createOrderPixService({
    db,
    payment: createOrderPayment({
      db,
      provider: payments.provider,
      pixExpiryMinutes: config.PIX_EXPIRY_MINUTES,
      now: () => new Date(),
    }),
    siteOrigin: appOrigin(config, 'site'),
  });
  const schema = {
    tags: ['guests'],
    params: orderStatusParamsSchema,
    querystring: orderStatusQuerySchema,
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/guests/orders/:orderId/pix',
    {
      config: perMinute(deps.readsPerMinute),
      schema: {
        ...schema,
        description:
          "The order's current Pix charge (BR Code, QR image when the provider gives one, expiry, the demonstration link with the local provider). `token` is the purchase's statusToken; a missing or wrong token answers 404. An order paid by card answers 409.",
        response: {
          200: orderPixResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const pix = await service.current(
        request.params.orderId,
        request.query.token,
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, pix };
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/guests/orders/:orderId/pix',
    {
      config: perMinute(config.PURCHASES_PER_MINUTE),
      schema: {
        ...schema,
        description:
          'A new Pix charge for a PENDING order whose charge expired (new idempotency key at the provider); while the current charge can still be paid, answers it. 409 when the order no longer waits for a payment or is paid by card; 502 when the provider fails (the order stays open).',
        response: {
          200: orderPixResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const pix = await service.renew(
        request.params.orderId,
        request.query.token,
        { publicOrigin: publicOriginOf(request, config), log: request.log },
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, pix };
    },
  );
}

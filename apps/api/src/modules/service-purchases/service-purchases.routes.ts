import {
  errorResponseSchema,
  messages,
  purchaseServiceBodySchema,
  purchaseServiceResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { currentUser } from '../../plugins/auth';
import { publicOriginOf } from '../../payments/public-origin';
import {
  ServiceCheckoutUnavailableError,
  type ServicePurchasesService,
} from './service-purchases.service';

/**
 * Signed-in host (inside a requireUser group): POST /api/users/services/purchase.
 * A provider failure answers 502 'Erro ao iniciar o pagamento do serviço.'.
 */
export async function servicePurchaseRoutes(
  app: FastifyInstance,
  deps: {
    service: ServicePurchasesService;
    config: Pick<Config, 'PUBLIC_PROTOCOL' | 'PUBLIC_BASE_DOMAIN'>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/services/purchase',
    {
      schema: {
        tags: ['users'],
        summary: 'Start (or resume) paying for a service package',
        body: purchaseServiceBodySchema,
        response: {
          200: purchaseServiceResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await deps.service.purchase(
          currentUser(request).userId,
          request.body,
          { publicOrigin: publicOriginOf(request, deps.config) },
        );
      } catch (error) {
        if (!(error instanceof ServiceCheckoutUnavailableError)) throw error;
        request.log.error({ err: error }, 'service checkout creation failed');
        return reply.code(502).send({
          success: false as const,
          code: 'PAYMENT_PROVIDER',
          message: messages.hostErrors.servicePayment,
        });
      }
    },
  );
}

import {
  errorResponseSchema,
  purchaseServiceBodySchema,
  purchaseServiceResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import type { ServicePurchasesService } from './service-purchases.service';

/** Signed-in host (inside the requireUser group): POST /api/users/services/purchase. */
export async function servicePurchaseRoutes(
  app: FastifyInstance,
  deps: { service: ServicePurchasesService },
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
          500: errorResponseSchema,
        },
      },
    },
    (request) =>
      deps.service.purchase(currentUser(request).userId, request.body),
  );
}

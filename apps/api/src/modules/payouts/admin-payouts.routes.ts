import {
  concludePayoutBodySchema,
  errorResponseSchema,
  payoutParamsSchema,
  payoutTransitionResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAdmin } from '../../plugins/auth';
import type { PayoutsService } from './payouts.service';

const responses = {
  200: payoutTransitionResponseSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/**
 * Administrators (inside the requireAdmin group): PUT /api/admin/payouts/{id}/conclude,
 * /fail and /cancel. Only a PENDING payout moves; anything else answers 409.
 */
export async function adminPayoutWriteRoutes(
  app: FastifyInstance,
  deps: { service: PayoutsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/api/admin/payouts/:id/conclude',
    {
      schema: {
        tags: ['admin'],
        summary: 'Conclude a pending payout with the amount transferred',
        params: payoutParamsSchema,
        body: concludePayoutBodySchema,
        response: responses,
      },
    },
    (request) =>
      deps.service.conclude(
        request.params.id,
        request.body.paidAmount,
        currentAdmin(request).adminId,
      ),
  );

  routes.put(
    '/api/admin/payouts/:id/fail',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mark a pending payout as failed (the amount is available again)',
        params: payoutParamsSchema,
        response: responses,
      },
    },
    (request) =>
      deps.service.close(
        request.params.id,
        'FAILED',
        currentAdmin(request).adminId,
      ),
  );

  routes.put(
    '/api/admin/payouts/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a pending payout (the amount is available again)',
        params: payoutParamsSchema,
        response: responses,
      },
    },
    (request) =>
      deps.service.close(
        request.params.id,
        'CANCELLED',
        currentAdmin(request).adminId,
      ),
  );
}

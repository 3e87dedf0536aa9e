import {
  errorResponseSchema,
  listAdminPayoutsQuerySchema,
  listAdminPayoutsResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminPayoutsService } from './admin-payouts.service';

/** Administrators (inside the requireAdmin group): GET /api/admin/payouts?status=. */
export async function adminPayoutsListRoutes(
  app: FastifyInstance,
  deps: { service: AdminPayoutsService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/payouts',
    {
      schema: {
        tags: ['admin: payouts'],
        security: [{ bearer: [] }],
        summary: 'Payout requests in a status (default PENDING), newest first',
        querystring: listAdminPayoutsQuerySchema,
        response: {
          200: listAdminPayoutsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    (request) => deps.service.list(request.query),
  );
}

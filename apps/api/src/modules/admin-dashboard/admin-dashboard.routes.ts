import {
  adminDashboardResponseSchema,
  errorResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminDashboardService } from './admin-dashboard.service';

/** Administrators (inside the requireAdmin group): GET /api/admin/dashboard/retrieve. */
export async function adminDashboardRoutes(
  app: FastifyInstance,
  deps: { service: AdminDashboardService },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard/retrieve',
    {
      schema: {
        tags: ['admin: dashboard'],
        security: [{ bearer: [] }],
        summary: 'Counters: active events, active gifts, pending payouts',
        response: {
          200: adminDashboardResponseSchema,
          401: errorResponseSchema,
        },
      },
    },
    () => deps.service.totals(),
  );
}

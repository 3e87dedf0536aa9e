import {
  adminDashboardResponseSchema,
  errorResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createDashboardService } from './dashboard.service';

/** The back office's dashboard counts: GET /api/admin/dashboard/retrieve. */
export async function dashboardAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
) {
  const service = createDashboardService(deps);
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
    () => service.totals(),
  );
}

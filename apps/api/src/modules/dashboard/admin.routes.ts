import { dashboardRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { DashboardService } from './dashboard.service';

/** The back office's dashboard counts: GET /api/admin/dashboard/retrieve. */
export function dashboardAdminRoutes(
  app: FastifyInstance,
  service: DashboardService,
): void {
  route(app, dashboardRoutes.adminTotals, () => service.totals());
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { dashboardAdminRoutes } from './admin.routes';
import { createDashboardService } from './dashboard.service';
import { dashboardHostRoutes } from './host.routes';

/** The dashboard domain: its service, built once, and its routes for every audience. */
export async function dashboardDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const service = createDashboardService({ db: deps.db });
  dashboardHostRoutes(app, service);
  dashboardAdminRoutes(app, service);
}

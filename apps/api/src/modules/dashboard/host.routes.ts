import { dashboardRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentEvent } from '../../plugins/event-access';
import type { DashboardService } from './dashboard.service';

/** The host's dashboard counts (owner-only): GET /api/users/events/{eventId}/dashboard. */
export function dashboardHostRoutes(
  app: FastifyInstance,
  service: DashboardService,
): void {
  route(app, dashboardRoutes.eventCounts, (request) =>
    service.eventCounts(currentEvent(request).id),
  );
}

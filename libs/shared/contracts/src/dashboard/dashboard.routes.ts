import { ownerEventParamsSchema } from '../events/event-content.schema';
import { defineRoute } from '../http/route-contract';
import { adminDashboardResponseSchema } from './admin-dashboard.schema';
import { eventDashboardResponseSchema } from './dashboard.schema';

/** The counters of the host's dashboard and of the back office's dashboard. */
export const dashboardRoutes = {
  eventCounts: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/dashboard',
    access: 'host',
    event: 'view',
    tags: ['users: event'],
    description:
      'Addition to the product specification: confirmed people, approved gift orders and messages, counted.',
    params: ownerEventParamsSchema,
    response: eventDashboardResponseSchema,
  }),
  adminTotals: defineRoute({
    method: 'GET',
    path: '/api/admin/dashboard/retrieve',
    access: 'admin',
    tags: ['admin: dashboard'],
    summary: 'Counters: active events, active gifts, pending payouts',
    response: adminDashboardResponseSchema,
  }),
};

import { adminDashboardResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/dashboard/retrieve`: active events, active gifts and pending payouts. */
export const getAdminDashboard = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/admin/dashboard/retrieve',
    mode: 'admin',
    schema: adminDashboardResponseSchema,
  });

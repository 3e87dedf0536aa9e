import { adminServicesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/services`: every package, prices in centavos. */
export const listAdminServices = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/admin/services',
    mode: 'admin',
    schema: adminServicesResponseSchema,
  });

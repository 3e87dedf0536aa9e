import { adminGiftsByCategoryResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/gifts/categories`: event types → categories → gifts, inactive ones included. */
export const listAdminGiftsByCategory = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/admin/gifts/categories',
    mode: 'admin',
    schema: adminGiftsByCategoryResponseSchema,
  });

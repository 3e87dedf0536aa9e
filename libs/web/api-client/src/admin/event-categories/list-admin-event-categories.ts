import { adminEventCategoriesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/event-categories`: every category with its type and status. */
export const listAdminEventCategories = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/admin/event-categories',
    mode: 'admin',
    schema: adminEventCategoriesResponseSchema,
  });

import { adminEventTypesWithCategoriesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/event-types-with-categories`: every type with its categories. */
export const listAdminEventTypesWithCategories = (
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/admin/event-types-with-categories',
    mode: 'admin',
    schema: adminEventTypesWithCategoriesResponseSchema,
  });

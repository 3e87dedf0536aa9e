import { adminCatalogueWriteResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `DELETE /admin/event-categories/{id}`: removes the category with its gifts; 409 while an
 * event uses it or one of its gifts is on an event list or in an order.
 */
export const deleteAdminEventCategory = (
  categoryId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/admin/event-categories/${categoryId}`,
    mode: 'admin',
    schema: adminCatalogueWriteResponseSchema,
  });

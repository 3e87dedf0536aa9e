import { adminCatalogueDeleteResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `DELETE /admin/gifts/{id}`: a gift never bought is deleted; one bought in orders is
 * deactivated instead (`deactivated: true`, with a message saying so).
 */
export const deleteAdminGift = (
  giftId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/admin/gifts/${giftId}`,
    mode: 'admin',
    schema: adminCatalogueDeleteResponseSchema,
  });

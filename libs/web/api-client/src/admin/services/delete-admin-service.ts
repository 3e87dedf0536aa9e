import { adminCatalogueDeleteResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `DELETE /admin/services/{id}`: a package no event bought is deleted; a bought one is
 * deactivated instead (`deactivated: true`).
 */
export const deleteAdminService = (
  serviceId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/admin/services/${serviceId}`,
    mode: 'admin',
    schema: adminCatalogueDeleteResponseSchema,
  });

import {
  type AdminServiceBody,
  adminCatalogueWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `PUT /admin/services/{id}`: same fields as the create. */
export const updateAdminService = (
  serviceId: number | string,
  body: AdminServiceBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/services/${serviceId}`,
    mode: 'admin',
    body,
    schema: adminCatalogueWriteResponseSchema,
  });

import {
  type AdminServiceTypeBody,
  adminCatalogueWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `PUT /admin/service-types/{id}` (addition): name, description, includedQuantity ≥ 0, active. */
export const updateAdminServiceType = (
  serviceTypeId: number | string,
  body: AdminServiceTypeBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/service-types/${serviceTypeId}`,
    mode: 'admin',
    body,
    schema: adminCatalogueWriteResponseSchema,
  });

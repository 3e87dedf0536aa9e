import {
  type AdminServiceBody,
  adminCatalogueWriteResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `POST /admin/services`: every field required; price and quantity integers ≥ 0. */
export const createAdminService = (
  body: AdminServiceBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/admin/services',
    mode: 'admin',
    body,
    schema: adminCatalogueWriteResponseSchema,
  });

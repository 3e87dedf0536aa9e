import { adminServiceTypesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/services/types`: the five default types with their pt-BR `label`. */
export const listAdminServiceTypes = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/admin/services/types',
    mode: 'admin',
    schema: adminServiceTypesResponseSchema,
  });

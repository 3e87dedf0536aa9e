import { adminServiceResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/services/{id}`; 404 'Serviço não encontrado.' */
export const getAdminService = (
  serviceId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/services/${serviceId}`,
    mode: 'admin',
    schema: adminServiceResponseSchema,
  });

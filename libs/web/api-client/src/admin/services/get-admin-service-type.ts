import { adminServiceTypeResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/service-types/{id}` (addition); 404 'Tipo de serviço não encontrado.' */
export const getAdminServiceType = (
  serviceTypeId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/service-types/${serviceTypeId}`,
    mode: 'admin',
    schema: adminServiceTypeResponseSchema,
  });

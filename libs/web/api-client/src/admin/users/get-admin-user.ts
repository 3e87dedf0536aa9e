import { getAdminUserResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/users/{id}`; 404 'Usuário não encontrado.' */
export const getAdminUser = (
  userId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/users/${userId}`,
    mode: 'admin',
    schema: getAdminUserResponseSchema,
  });

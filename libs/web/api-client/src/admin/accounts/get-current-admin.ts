import { adminMeResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/me`: the signed-in administrator. */
export const getCurrentAdmin = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/admin/me',
    mode: 'admin',
    schema: adminMeResponseSchema,
  });

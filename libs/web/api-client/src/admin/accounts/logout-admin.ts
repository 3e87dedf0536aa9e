import { logoutResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `POST /admin/logout`: revokes the session on the server (then clear `adminSession`). */
export const logoutAdmin = (client: ApiClient = apiClient) =>
  client.request({
    method: 'POST',
    path: '/admin/logout',
    mode: 'admin',
    body: {},
    schema: logoutResponseSchema,
  });

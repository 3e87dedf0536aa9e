import { logoutResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/logout`: revokes the session on the server (then clear `userSession`). */
export const logoutUser = (client: ApiClient = apiClient) =>
  client.request({
    method: 'POST',
    path: '/users/logout',
    mode: 'users',
    body: {},
    schema: logoutResponseSchema,
  });

import { meResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/me`: the signed-in host and their event. */
export const getCurrentUser = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/users/me',
    mode: 'users',
    schema: meResponseSchema,
  });

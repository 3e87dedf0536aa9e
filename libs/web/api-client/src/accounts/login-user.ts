import { loginResponseSchema, type LoginBody } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/login`; save `{ token, id }` with `userSession` on success. */
export const loginUser = (body: LoginBody, client: ApiClient = apiClient) =>
  client.request({
    method: 'POST',
    path: '/users/login',
    mode: 'none',
    body,
    schema: loginResponseSchema,
  });

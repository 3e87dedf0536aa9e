import { registerResponseSchema, type RegisterBody } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/register`; save `{ token, id }` with `userSession` on success. */
export const registerUser = (
  body: RegisterBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/users/register',
    mode: 'none',
    body,
    schema: registerResponseSchema,
  });

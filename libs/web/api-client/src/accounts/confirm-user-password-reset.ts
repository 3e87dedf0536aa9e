import {
  passwordResetConfirmResponseSchema,
  type PasswordResetConfirmBody,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/password-reset/confirm`: the link's token and the new password. */
export const confirmUserPasswordReset = (
  body: PasswordResetConfirmBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/users/password-reset/confirm',
    mode: 'none',
    body,
    schema: passwordResetConfirmResponseSchema,
  });

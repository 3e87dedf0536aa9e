import {
  passwordResetRequestResponseSchema,
  type PasswordResetRequestBody,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/password-reset`: mails a reset link when the e-mail has an account (same answer either way). */
export const requestUserPasswordReset = (
  body: PasswordResetRequestBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/users/password-reset',
    mode: 'none',
    body,
    schema: passwordResetRequestResponseSchema,
  });

import {
  passwordResetRequestResponseSchema,
  type PasswordResetRequestBody,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `POST /admin/password-reset`: mails a reset link when the e-mail has an account (same answer either way). */
export const requestAdminPasswordReset = (
  body: PasswordResetRequestBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/admin/password-reset',
    mode: 'none',
    body,
    schema: passwordResetRequestResponseSchema,
  });

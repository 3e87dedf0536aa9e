import {
  passwordResetConfirmResponseSchema,
  type PasswordResetConfirmBody,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `POST /admin/password-reset/confirm`: the link's token and the new password. */
export const confirmAdminPasswordReset = (
  body: PasswordResetConfirmBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/admin/password-reset/confirm',
    mode: 'none',
    body,
    schema: passwordResetConfirmResponseSchema,
  });

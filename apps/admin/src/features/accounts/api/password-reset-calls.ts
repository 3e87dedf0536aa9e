import {
  confirmAdminPasswordReset,
  requestAdminPasswordReset,
  settlePasswordReset,
} from '@celebra/api-client';
import type {
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@celebra/contracts';

/** 'Esqueci minha senha': asks for a reset link. */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  settlePasswordReset(requestAdminPasswordReset(body));

/** The reset page: the link's token and the new password. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  settlePasswordReset(confirmAdminPasswordReset(body));

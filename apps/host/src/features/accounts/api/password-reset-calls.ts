import {
  confirmUserPasswordReset,
  requestUserPasswordReset,
  settlePasswordReset,
} from '@celebra/api-client';
import type {
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@celebra/contracts';

/** 'Esqueci minha senha': asks for a reset link. */
export const requestPasswordReset = (body: PasswordResetRequestBody) =>
  settlePasswordReset(requestUserPasswordReset(body));

/** The reset page: the link's token and the new password. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody) =>
  settlePasswordReset(confirmUserPasswordReset(body));

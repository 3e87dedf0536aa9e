import type {
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@celebra/contracts';
import { confirmAdminPasswordReset } from '../admin/accounts/confirm-admin-password-reset';
import { requestAdminPasswordReset } from '../admin/accounts/request-admin-password-reset';
import { confirmUserPasswordReset } from './confirm-user-password-reset';
import { requestUserPasswordReset } from './request-user-password-reset';
import {
  settlePasswordReset,
  type PasswordResetOutcome,
} from './settle-password-reset';

/** The two calls of a password reset, settled into what the reset screens show. */
export type PasswordResetFlow = {
  /** 'Esqueci minha senha': asks for a reset link. */
  request: (body: PasswordResetRequestBody) => Promise<PasswordResetOutcome>;
  /** The reset page: the link's token and the new password. */
  confirm: (body: PasswordResetConfirmBody) => Promise<PasswordResetOutcome>;
};

/** Event owners' accounts (`/api/users/password-reset…`). */
export const userPasswordReset: PasswordResetFlow = {
  request: (body) => settlePasswordReset(requestUserPasswordReset(body)),
  confirm: (body) => settlePasswordReset(confirmUserPasswordReset(body)),
};

/** Administrators (`/api/admin/password-reset…`). */
export const adminPasswordReset: PasswordResetFlow = {
  request: (body) => settlePasswordReset(requestAdminPasswordReset(body)),
  confirm: (body) => settlePasswordReset(confirmAdminPasswordReset(body)),
};

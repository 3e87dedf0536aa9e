import {
  passwordResetRoutes,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
} from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import {
  settlePasswordReset,
  type PasswordResetOutcome,
} from './settle-password-reset';

/** The calls of a password reset, settled into what the reset screens show. */
export type PasswordResetFlow = {
  /** 'Esqueci minha senha': asks for a reset link. */
  request: (body: PasswordResetRequestBody) => Promise<PasswordResetOutcome>;
  /** The reset page, as it opens: whether the link can still set a password (it stays usable). */
  validate: (token: string) => Promise<PasswordResetOutcome>;
  /** The reset page: the link's token and the new password. */
  confirm: (body: PasswordResetConfirmBody) => Promise<PasswordResetOutcome>;
};

/** Event owners' accounts (`/api/users/password-reset…`). */
export const userPasswordReset: PasswordResetFlow = {
  request: (body) =>
    settlePasswordReset(callRoute(passwordResetRoutes.request, { body })),
  validate: (token) =>
    settlePasswordReset(
      callRoute(passwordResetRoutes.validate, { query: { token } }),
    ),
  confirm: (body) =>
    settlePasswordReset(callRoute(passwordResetRoutes.confirm, { body })),
};

/** Administrators (`/api/admin/password-reset…`). */
export const adminPasswordReset: PasswordResetFlow = {
  request: (body) =>
    settlePasswordReset(callRoute(passwordResetRoutes.adminRequest, { body })),
  validate: (token) =>
    settlePasswordReset(
      callRoute(passwordResetRoutes.adminValidate, { query: { token } }),
    ),
  confirm: (body) =>
    settlePasswordReset(callRoute(passwordResetRoutes.adminConfirm, { body })),
};

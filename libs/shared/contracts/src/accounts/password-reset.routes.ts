import { defineRoute } from '../http/route-contract';
import {
  passwordResetConfirmBodySchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
  passwordResetValidateQuerySchema,
  passwordResetValidateResponseSchema,
} from './password-reset.schema';

const passwordResetRequest = {
  method: 'POST',
  access: 'public',
  description:
    'Mails a single-use link (valid for one hour) to reset the password when the e-mail has an active account; the answer is the same either way.',
  body: passwordResetRequestBodySchema,
  response: passwordResetRequestResponseSchema,
  errors: [429],
} as const;

const passwordResetConfirm = {
  method: 'POST',
  access: 'public',
  description:
    "Sets the new password with the link's token (once) and closes every session of the account; an unknown, used or expired link answers 400 on `token`.",
  body: passwordResetConfirmBodySchema,
  response: passwordResetConfirmResponseSchema,
} as const;

const passwordResetValidate = {
  method: 'GET',
  access: 'public',
  description:
    "Whether the link's token can still set a password (the reset page asks when it opens); it does not use the link. An unknown, used or expired link answers 400 on `token`.",
  query: passwordResetValidateQuerySchema,
  response: passwordResetValidateResponseSchema,
} as const;

/** 'Esqueci minha senha' for hosts and administrators: the e-mailed link and the new password. */
export const passwordResetRoutes = {
  request: defineRoute({
    ...passwordResetRequest,
    path: '/api/users/password-reset',
    tags: ['users: password reset'],
  }),
  confirm: defineRoute({
    ...passwordResetConfirm,
    path: '/api/users/password-reset/confirm',
    tags: ['users: password reset'],
  }),
  validate: defineRoute({
    ...passwordResetValidate,
    path: '/api/users/password-reset/validate',
    tags: ['users: password reset'],
  }),
  adminRequest: defineRoute({
    ...passwordResetRequest,
    path: '/api/admin/password-reset',
    tags: ['admin: password reset'],
  }),
  adminValidate: defineRoute({
    ...passwordResetValidate,
    path: '/api/admin/password-reset/validate',
    tags: ['admin: password reset'],
  }),
  adminConfirm: defineRoute({
    ...passwordResetConfirm,
    path: '/api/admin/password-reset/confirm',
    tags: ['admin: password reset'],
  }),
};

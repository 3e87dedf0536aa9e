import { z } from 'zod';
import { passwordsMatch, registrationFieldsSchema } from './accounts.schema';
import { emailSchema, okResponse } from '../common.schema';
import * as messages from '../texts/shared';

/** A reset token as the e-mail's link carries it: 32 random bytes in base64url. */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long a reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** `POST /api/users/password-reset` and `POST /api/admin/password-reset`. */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });

/** The same answer whether or not the e-mail has an account. */
export const passwordResetRequestResponseSchema = okResponse({
  message: z.string(),
});

/** The new password and its confirmation, with the registration's rules and messages. */
export const newPasswordFieldsSchema = registrationFieldsSchema
  .pick({ password: true, confirmPassword: true })
  .superRefine(passwordsMatch);

/** The link's token; anything else is the invalid-link message. */
const resetTokenSchema = z
  .string({ error: messages.passwordReset.invalidLink })
  .regex(PASSWORD_RESET_TOKEN_PATTERN, messages.passwordReset.invalidLink);

/** `POST /api/users/password-reset/confirm` and `POST /api/admin/password-reset/confirm`. */
export const passwordResetConfirmBodySchema = registrationFieldsSchema
  .pick({ password: true, confirmPassword: true })
  .extend({
    token: resetTokenSchema,
  })
  .superRefine(passwordsMatch);

/**
 * `GET /api/users/password-reset/validate?token=…` (and the admin's): whether the link can still
 * set a password, asked when the reset page opens; it does not use the link.
 */
export const passwordResetValidateQuerySchema = z.object({
  token: resetTokenSchema,
});

export const passwordResetValidateResponseSchema = okResponse({});

export const passwordResetConfirmResponseSchema = okResponse({
  message: z.string(),
});

export type PasswordResetRequestBody = z.infer<
  typeof passwordResetRequestBodySchema
>;
export type PasswordResetRequestResponse = z.infer<
  typeof passwordResetRequestResponseSchema
>;
export type NewPasswordFields = z.infer<typeof newPasswordFieldsSchema>;
export type PasswordResetConfirmBody = z.infer<
  typeof passwordResetConfirmBodySchema
>;
export type PasswordResetValidateQuery = z.infer<
  typeof passwordResetValidateQuerySchema
>;
export type PasswordResetValidateResponse = z.infer<
  typeof passwordResetValidateResponseSchema
>;
export type PasswordResetConfirmResponse = z.infer<
  typeof passwordResetConfirmResponseSchema
>;

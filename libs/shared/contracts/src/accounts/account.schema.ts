import { z } from 'zod';
import { emailSchema, okResponse } from '../common.schema';
import * as messages from '../texts/shared';
import {
  loginBodySchema,
  passwordsMatch,
  registrationFieldsSchema,
  userProfileSchema,
} from './accounts.schema';
import { PASSWORD_RESET_TOKEN_PATTERN } from './password-reset.schema';

/** How long the link confirming a new e-mail stays valid. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The account's password, asked again before a change of e-mail or password. */
const currentPasswordSchema = loginBodySchema.shape.password;

/** `PUT /api/users/me/profile`: name and phone, with the registration's rules and messages. */
export const updateProfileBodySchema = registrationFieldsSchema.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
});

export const updateProfileResponseSchema = okResponse({
  message: z.string(),
  user: userProfileSchema,
});

/** `PUT /api/users/me/password`: the current password and the new one twice (registration rules). */
export const changePasswordBodySchema = registrationFieldsSchema
  .pick({ password: true, confirmPassword: true })
  .extend({ currentPassword: currentPasswordSchema })
  .superRefine(passwordsMatch);

/** The password changed; every other session of the account was closed (`endedSessions`). */
export const changePasswordResponseSchema = okResponse({
  message: z.string(),
  endedSessions: z.number().int(),
});

/** `POST /api/users/me/email-change`: the new address and the current password. */
export const requestEmailChangeBodySchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});

/** A change of e-mail waiting for its link to be opened. */
export const pendingEmailChangeSchema = z.object({
  email: z.string(),
  expiresAt: z.iso.datetime(),
});

export const requestEmailChangeResponseSchema = okResponse({
  message: z.string(),
  pending: pendingEmailChangeSchema,
});

/** `GET /api/users/me/email-change`: the change waiting for confirmation, if any. */
export const emailChangeResponseSchema = okResponse({
  pending: pendingEmailChangeSchema.nullable(),
});

/** `POST /api/users/email-change/confirm`: the token of the link mailed to the new address. */
export const confirmEmailChangeBodySchema = z.object({
  token: z
    .string({ error: messages.emailChange.invalidLink })
    .regex(PASSWORD_RESET_TOKEN_PATTERN, messages.emailChange.invalidLink),
});

export const confirmEmailChangeResponseSchema = okResponse({
  message: z.string(),
  email: z.string(),
});

export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ChangePasswordResponse = z.infer<
  typeof changePasswordResponseSchema
>;
export type RequestEmailChangeBody = z.infer<
  typeof requestEmailChangeBodySchema
>;
export type RequestEmailChangeResponse = z.infer<
  typeof requestEmailChangeResponseSchema
>;
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
export type EmailChangeResponse = z.infer<typeof emailChangeResponseSchema>;
export type ConfirmEmailChangeBody = z.infer<
  typeof confirmEmailChangeBodySchema
>;
export type ConfirmEmailChangeResponse = z.infer<
  typeof confirmEmailChangeResponseSchema
>;

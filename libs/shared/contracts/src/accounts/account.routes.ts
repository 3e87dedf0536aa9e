import { defineRoute } from '../http/route-contract';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  confirmEmailChangeBodySchema,
  confirmEmailChangeResponseSchema,
  emailChangeResponseSchema,
  requestEmailChangeBodySchema,
  requestEmailChangeResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from './account.schema';

const tags = ['users: account'];

/** 'Minha conta': the signed-in host changes their name, phone, password and e-mail. */
export const accountRoutes = {
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/users/me/profile',
    access: 'host',
    tags,
    summary: 'Change the name and phone of the account',
    body: updateProfileBodySchema,
    response: updateProfileResponseSchema,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/users/me/password',
    access: 'host',
    tags,
    summary:
      "Change the password (the current one required); every other session is closed and 'Sua senha foi alterada' is mailed",
    body: changePasswordBodySchema,
    response: changePasswordResponseSchema,
    errors: [429],
  }),
  emailChange: defineRoute({
    method: 'GET',
    path: '/api/users/me/email-change',
    access: 'host',
    tags,
    summary: 'The new e-mail waiting for confirmation, if any',
    response: emailChangeResponseSchema,
  }),
  requestEmailChange: defineRoute({
    method: 'POST',
    path: '/api/users/me/email-change',
    access: 'host',
    tags,
    summary:
      'Mail a confirmation link to a new address (the current password required); the old address stays until it is used',
    body: requestEmailChangeBodySchema,
    response: requestEmailChangeResponseSchema,
    errors: [409, 429],
  }),
  confirmEmailChange: defineRoute({
    method: 'POST',
    path: '/api/users/email-change/confirm',
    access: 'public',
    tags,
    description:
      "Uses the link mailed to the new address (once, within 24 hours): the account's e-mail becomes the new one and the old address is told; an unknown, used or expired link answers 400 on `token`.",
    body: confirmEmailChangeBodySchema,
    response: confirmEmailChangeResponseSchema,
    errors: [409],
  }),
};

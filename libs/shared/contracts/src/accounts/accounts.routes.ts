import { defineRoute } from '../http/route-contract';
import {
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from './accounts.schema';
import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
} from './admin-accounts.schema';
import {
  adminUserParamsSchema,
  getAdminUserResponseSchema,
  listAdminUserEventsResponseSchema,
  listAdminUsersQuerySchema,
  listAdminUsersResponseSchema,
  updateAdminUserBodySchema,
  updateAdminUserResponseSchema,
} from './admin-users.schema';
import {
  passwordResetConfirmBodySchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
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

const userTags = ['admin: users'];

/**
 * Hosts and administrators: registration, signing in and out, password reset, and the back
 * office's users.
 */
export const accountsRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/users/register',
    access: 'public',
    tags: ['users: registration'],
    body: registerBodySchema,
    response: registerResponseSchema,
    errors: [409],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    tags: ['users: session'],
    body: loginBodySchema,
    response: loginResponseSchema,
    errors: [401, 429],
  }),
  requestPasswordReset: defineRoute({
    ...passwordResetRequest,
    path: '/api/users/password-reset',
    tags: ['users: password reset'],
  }),
  confirmPasswordReset: defineRoute({
    ...passwordResetConfirm,
    path: '/api/users/password-reset/confirm',
    tags: ['users: password reset'],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/users/me',
    access: 'host',
    tags: ['users: session'],
    response: meResponseSchema,
    errors: [404],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/users/logout',
    access: 'host',
    tags: ['users: session'],
    response: logoutResponseSchema,
  }),

  adminLogin: defineRoute({
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    tags: ['admin: session'],
    body: adminLoginBodySchema,
    response: adminLoginResponseSchema,
    errors: [401, 429],
  }),
  adminRequestPasswordReset: defineRoute({
    ...passwordResetRequest,
    path: '/api/admin/password-reset',
    tags: ['admin: password reset'],
  }),
  adminConfirmPasswordReset: defineRoute({
    ...passwordResetConfirm,
    path: '/api/admin/password-reset/confirm',
    tags: ['admin: password reset'],
  }),
  adminMe: defineRoute({
    method: 'GET',
    path: '/api/admin/me',
    access: 'admin',
    tags: ['admin: session'],
    response: adminMeResponseSchema,
  }),
  adminLogout: defineRoute({
    method: 'POST',
    path: '/api/admin/logout',
    access: 'admin',
    tags: ['admin: session'],
    response: logoutResponseSchema,
  }),
  adminListUsers: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    tags: userTags,
    summary: 'Users, newest first, filtered by name, e-mail and phone',
    query: listAdminUsersQuerySchema,
    response: listAdminUsersResponseSchema,
    errors: [404],
  }),
  adminGetUser: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    tags: userTags,
    params: adminUserParamsSchema,
    response: getAdminUserResponseSchema,
  }),
  adminUserEvents: defineRoute({
    method: 'GET',
    path: '/api/admin/user-events/:id',
    access: 'admin',
    tags: userTags,
    summary: "The user's events",
    params: adminUserParamsSchema,
    response: listAdminUserEventsResponseSchema,
  }),
  adminUpdateUser: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id',
    access: 'admin',
    tags: userTags,
    summary: 'Edit a user; deactivating closes their sessions',
    params: adminUserParamsSchema,
    body: updateAdminUserBodySchema,
    response: updateAdminUserResponseSchema,
    errors: [409],
  }),
};

import { defineRoute } from '../http/route-contract';
import {
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  reauthenticateBodySchema,
  reauthenticateResponseSchema,
} from './accounts.schema';
import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
} from './admin-accounts.schema';

/** Hosts and administrators signing in and out, and the signed-in account. */
export const signInRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/api/users/login',
    access: 'public',
    tags: ['users: session'],
    body: loginBodySchema,
    response: loginResponseSchema,
    errors: [401, 429],
  }),
  reauthenticate: defineRoute({
    method: 'POST',
    path: '/api/users/reauthenticate',
    access: 'host',
    tags: ['users: session'],
    summary:
      'Confirm the password: the session may make sensitive calls (payouts) for 10 minutes',
    body: reauthenticateBodySchema,
    response: reauthenticateResponseSchema,
    errors: [429],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/users/logout',
    access: 'host',
    tags: ['users: session'],
    response: logoutResponseSchema,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/users/me',
    access: 'host',
    tags: ['users: session'],
    response: meResponseSchema,
    errors: [404],
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
  adminLogout: defineRoute({
    method: 'POST',
    path: '/api/admin/logout',
    access: 'admin',
    tags: ['admin: session'],
    response: logoutResponseSchema,
  }),
  adminMe: defineRoute({
    method: 'GET',
    path: '/api/admin/me',
    access: 'admin',
    tags: ['admin: session'],
    response: adminMeResponseSchema,
  }),
};

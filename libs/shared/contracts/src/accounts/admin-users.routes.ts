import { defineRoute } from '../http/route-contract';
import {
  adminUserParamsSchema,
  getAdminUserResponseSchema,
  listAdminUserEventsResponseSchema,
  listAdminUsersQuerySchema,
  listAdminUsersResponseSchema,
  updateAdminUserBodySchema,
  updateAdminUserResponseSchema,
} from './admin-users.schema';

const userTags = ['admin: users'];

/** The back office's users: list, detail, their events, edit. */
export const adminUsersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    tags: userTags,
    summary: 'Users, newest first, filtered by name, e-mail and phone',
    query: listAdminUsersQuerySchema,
    response: listAdminUsersResponseSchema,
    errors: [404],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    tags: userTags,
    params: adminUserParamsSchema,
    response: getAdminUserResponseSchema,
  }),
  events: defineRoute({
    method: 'GET',
    path: '/api/admin/user-events/:id',
    access: 'admin',
    tags: userTags,
    summary: "The user's events",
    params: adminUserParamsSchema,
    response: listAdminUserEventsResponseSchema,
  }),
  update: defineRoute({
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

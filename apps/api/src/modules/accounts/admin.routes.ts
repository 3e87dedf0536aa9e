import {
  adminMeResponseSchema,
  adminUserParamsSchema,
  errorResponseSchema,
  getAdminUserResponseSchema,
  listAdminUserEventsResponseSchema,
  listAdminUsersQuerySchema,
  listAdminUsersResponseSchema,
  logoutResponseSchema,
  updateAdminUserBodySchema,
  updateAdminUserResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentAdmin } from '../../plugins/auth';
import { createAccountsService } from './accounts.service';

const security = [{ bearer: [] }];
const sessionTags = ['admin: session'];
const userTags = ['admin: users'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** The administrator's own session, and the back office's user list, user and user edit. */
export async function accountsAdminRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createAccountsService(deps);

  routes.get(
    '/api/admin/me',
    {
      schema: {
        tags: sessionTags,
        security,
        response: { 200: adminMeResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => service.adminMe(currentAdmin(request).adminId),
  );
  routes.post(
    '/api/admin/logout',
    {
      schema: {
        tags: sessionTags,
        security,
        response: { 200: logoutResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => service.logout(currentAdmin(request).sessionId),
  );

  routes.get(
    '/api/admin/users',
    {
      schema: {
        tags: userTags,
        security,
        summary: 'Users, newest first, filtered by name, e-mail and phone',
        querystring: listAdminUsersQuerySchema,
        response: { 200: listAdminUsersResponseSchema, ...errors },
      },
    },
    (request) => service.listUsers(request.query),
  );
  routes.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags: userTags,
        security,
        params: adminUserParamsSchema,
        response: { 200: getAdminUserResponseSchema, ...errors },
      },
    },
    (request) => service.getUser(request.params.id),
  );
  routes.get(
    '/api/admin/user-events/:id',
    {
      schema: {
        tags: userTags,
        security,
        summary: "The user's events",
        params: adminUserParamsSchema,
        response: { 200: listAdminUserEventsResponseSchema, ...errors },
      },
    },
    (request) => service.userEvents(request.params.id),
  );
  routes.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags: userTags,
        security,
        summary: 'Edit a user; deactivating closes their sessions',
        params: adminUserParamsSchema,
        body: updateAdminUserBodySchema,
        response: {
          200: updateAdminUserResponseSchema,
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    (request) => service.updateUser(request.params.id, request.body),
  );
}

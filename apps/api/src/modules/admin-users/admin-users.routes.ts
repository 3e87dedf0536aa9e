import {
  adminUserParamsSchema,
  errorResponseSchema,
  getAdminUserResponseSchema,
  listAdminUserEventsResponseSchema,
  listAdminUsersQuerySchema,
  listAdminUsersResponseSchema,
  updateAdminUserBodySchema,
  updateAdminUserResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminUsersService } from './admin-users.service';

const tags = ['admin: users'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/** Administrators (inside the requireAdmin group): the user list, a user, their events and the user edit. */
export async function adminUsersRoutes(
  app: FastifyInstance,
  deps: { service: AdminUsersService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        security,
        summary: 'Users, newest first, filtered by name, e-mail and phone',
        querystring: listAdminUsersQuerySchema,
        response: { 200: listAdminUsersResponseSchema, ...errors },
      },
    },
    (request) => deps.service.list(request.query),
  );
  routes.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        security,
        params: adminUserParamsSchema,
        response: { 200: getAdminUserResponseSchema, ...errors },
      },
    },
    (request) => deps.service.get(request.params.id),
  );
  routes.get(
    '/api/admin/user-events/:id',
    {
      schema: {
        tags,
        security,
        summary: "The user's events",
        params: adminUserParamsSchema,
        response: { 200: listAdminUserEventsResponseSchema, ...errors },
      },
    },
    (request) => deps.service.events(request.params.id),
  );
  routes.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
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
    (request) => deps.service.update(request.params.id, request.body),
  );
}

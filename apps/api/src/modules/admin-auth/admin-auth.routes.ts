import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
  errorResponseSchema,
  logoutResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAdmin } from '../../plugins/auth';
import { createLoginThrottle } from '../../plugins/login-throttle';
import type { AdminAuthService } from './admin-auth.service';

const tags = ['admin: session'];

/** Public: POST /api/admin/login. */
export async function adminLoginRoutes(
  app: FastifyInstance,
  deps: { service: AdminAuthService; maxFailuresPerMinute: number },
) {
  const throttle = createLoginThrottle(app, 'admin', deps.maxFailuresPerMinute);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/login',
    {
      schema: {
        tags,
        body: adminLoginBodySchema,
        response: {
          200: adminLoginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    (request, reply) =>
      throttle.attempt(request, reply, () => deps.service.login(request.body)),
  );
}

/** Signed-in administrator (register inside the requireAdmin group): GET /api/admin/me, POST /api/admin/logout. */
export async function adminSessionRoutes(
  app: FastifyInstance,
  deps: { service: AdminAuthService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  routes.get(
    '/api/admin/me',
    {
      schema: {
        tags,
        security,
        response: { 200: adminMeResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => deps.service.me(currentAdmin(request).adminId),
  );
  routes.post(
    '/api/admin/logout',
    {
      schema: {
        tags,
        security,
        response: { 200: logoutResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => deps.service.logout(currentAdmin(request).sessionId),
  );
}

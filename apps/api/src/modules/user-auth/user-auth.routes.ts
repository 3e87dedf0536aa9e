import {
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { createLoginThrottle } from '../../plugins/login-throttle';
import type { UserAuthService } from './user-auth.service';

const tags = ['users: session'];

/** Public: POST /api/users/login. */
export async function userLoginRoutes(
  app: FastifyInstance,
  deps: { service: UserAuthService; maxFailuresPerMinute: number },
) {
  const throttle = createLoginThrottle(app, 'users', deps.maxFailuresPerMinute);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/login',
    {
      schema: {
        tags,
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
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

/** Signed-in host (register inside the requireUser group): GET /api/users/me, POST /api/users/logout. */
export async function userSessionRoutes(
  app: FastifyInstance,
  deps: { service: UserAuthService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  routes.get(
    '/api/users/me',
    {
      schema: {
        tags,
        security,
        response: {
          200: meResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => deps.service.me(currentUser(request).userId),
  );
  routes.post(
    '/api/users/logout',
    {
      schema: {
        tags,
        security,
        response: { 200: logoutResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => deps.service.logout(currentUser(request).sessionId),
  );
}

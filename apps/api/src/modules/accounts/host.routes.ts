import {
  errorResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../plugins/auth';
import { createAccountsService } from './accounts.service';

const tags = ['users: session'];
const security = [{ bearer: [] }];

/** The signed-in host's session: GET /api/users/me, POST /api/users/logout. */
export async function accountsHostRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = createAccountsService(deps);
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
    (request) => service.userMe(currentUser(request).userId),
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
    (request) => service.logout(currentUser(request).sessionId),
  );
}

import {
  errorResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegistrationService } from './registration.service';

/** Public: POST /api/users/register, limited per client address. */
export async function registrationRoutes(
  app: FastifyInstance,
  deps: { service: RegistrationService; maxPerMinute: number },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/register',
    {
      config: { rateLimit: { max: deps.maxPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['users: registration'],
        body: registerBodySchema,
        response: {
          200: registerResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    (request) => deps.service.register(request.body),
  );
}

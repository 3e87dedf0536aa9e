import { errorResponseSchema } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';

const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.string(),
});

/**
 * Liveness (GET /api/health) and readiness, the database answering (GET /api/ready): while it
 * does not, 503 DATABASE_UNAVAILABLE with Retry-After, like every data route then.
 */
export async function healthPublicRoutes(app: FastifyInstance, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => ({ success: true as const, status: 'ok' }),
  );
  routes.get(
    '/api/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request) => {
      try {
        await deps.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        throw new AppError('DATABASE_UNAVAILABLE');
      }
      return { success: true as const, status: 'ready' };
    },
  );
}

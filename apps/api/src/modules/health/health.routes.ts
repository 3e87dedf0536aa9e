import { errorResponseSchema, messages } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.string(),
});

export interface HealthDependencies {
  ping(): Promise<void>;
}

export async function healthRoutes(
  app: FastifyInstance,
  deps: HealthDependencies,
): Promise<void> {
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
    async (request, reply) => {
      try {
        await deps.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database not reachable');
        return reply
          .status(503)
          .send({ success: false, message: messages.server.internal });
      }
      return { success: true as const, status: 'ready' };
    },
  );
}

import { healthRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';

/**
 * Liveness (GET /api/health) and readiness, the database answering (GET /api/ready): while it
 * does not, 503 DATABASE_UNAVAILABLE with Retry-After, like every data route then.
 */
export function healthPublicRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'database'>,
): void {
  route(app, healthRoutes.health, async () => ({
    success: true as const,
    status: 'ok',
  }));
  route(app, healthRoutes.ready, async (request) => {
    try {
      await deps.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      throw new AppError('DATABASE_UNAVAILABLE');
    }
    return { success: true as const, status: 'ready' };
  });
}

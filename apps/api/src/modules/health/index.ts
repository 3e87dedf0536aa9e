import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { healthPublicRoutes } from './public.routes';

/** The health domain: liveness and readiness. */
export async function healthDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  healthPublicRoutes(app, deps);
}

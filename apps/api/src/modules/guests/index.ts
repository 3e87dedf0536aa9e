import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { guestsAdminRoutes } from './admin.routes';
import { createGuestsService } from './guests.service';
import { guestsHostRoutes } from './host.routes';
import { guestsPublicRoutes } from './public.routes';

/** The guests domain: its service, built once, and its routes for every audience. */
export async function guestsDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const service = createGuestsService({ db: deps.db });
  guestsPublicRoutes(app, deps, service);
  guestsHostRoutes(app, service);
  guestsAdminRoutes(app, service);
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { appOrigin } from '../../payments/public-origin';
import { guestsAdminRoutes } from './admin.routes';
import { createGuestsService } from './guests.service';
import { guestsHostRoutes } from './host.routes';
import { guestsPublicRoutes } from './public.routes';

/** The guests domain: its service, built once, and its routes for every audience. */
export async function guestsDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const service = createGuestsService({
    db: deps.db,
    confirmationsUrl: `${appOrigin(deps.config, 'users')}/confirmations`,
  });
  guestsPublicRoutes(app, deps, service);
  guestsHostRoutes(app, service);
  guestsAdminRoutes(app, service);
}

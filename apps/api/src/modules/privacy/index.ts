import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { createGuestDataCodeService } from './guest-data-code.service';
import { createGuestDataService } from './guest-data.service';
import { privacyPublicRoutes } from './public.routes';

/** The privacy domain (LGPD): its services, built once, and its routes for every audience. */
export async function privacyDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const tokenSecret = deps.config.SITE_TOKEN_SECRET;
  privacyPublicRoutes(app, {
    codes: createGuestDataCodeService({
      db: deps.db,
      tokenSecret,
      tasks: createBackgroundTasks(app),
    }),
    data: createGuestDataService({ db: deps.db, tokenSecret }),
  });
}

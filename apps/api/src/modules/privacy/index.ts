import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin } from '../../payments/public-origin';
import { createAccountClosureService } from './account-closure.service';
import {
  createAccountExportService,
  deleteExpiredAccountExports,
} from './account-export.service';
import { privacyHostRoutes } from './host.routes';

/**
 * The privacy domain: a host's 'Meus dados' (export and closure) and the sweep that resumes
 * interrupted exports, deletes lapsed export files and erases closed accounts.
 */
export async function privacyDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { config } = deps;
  const exports = createAccountExportService({
    db: deps.db,
    storage: deps.storage,
    tasks: createBackgroundTasks(app),
    hostOrigin: appOrigin(config, 'users'),
  });
  const closure = createAccountClosureService({
    db: deps.db,
    media: app.media,
    publicEvents: deps.publicEvents,
  });
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleExpirySweep(app, config.ORDER_EXPIRY_SWEEP_SECONDS, [
      {
        name: 'interrupted account exports',
        expire: (now) => exports.resumeStaleBuilds(now),
      },
      {
        name: 'lapsed account export files',
        expire: (now) =>
          deleteExpiredAccountExports(deps.db, deps.storage, now),
      },
      { name: 'closed accounts', expire: (now) => closure.eraseDue(now) },
    ]);
  privacyHostRoutes(app, { exports, closure });
}

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
import { privacyAdminRoutes } from './admin.routes';
import { createGuestDataCodeService } from './guest-data-code.service';
import { createGuestDataService } from './guest-data.service';
import { privacyHostRoutes } from './host.routes';
import { createPrivacyRecordsService } from './privacy-records.service';
import { privacyPublicRoutes } from './public.routes';
import { createRetentionJob, totalOf } from './retention';

/**
 * The privacy domain (LGPD): guests' 'Meus dados', a host's export and account closure, the
 * back office's records of requests and of views of personal data, and two sweeps (off with
 * NODE_ENV=test): the accounts' one (interrupted exports resumed, lapsed export files deleted,
 * closed accounts erased) and the retention job (every RETENTION_SWEEP_SECONDS).
 */
export async function privacyDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { config } = deps;
  const tasks = createBackgroundTasks(app);
  const exports = createAccountExportService({
    db: deps.db,
    storage: deps.storage,
    tasks,
    hostOrigin: appOrigin(config, 'users'),
  });
  const closure = createAccountClosureService({
    db: deps.db,
    media: app.media,
    publicEvents: deps.publicEvents,
  });
  const sweeping = config.NODE_ENV !== 'test';
  if (sweeping && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
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
  if (sweeping && config.RETENTION_SWEEP_SECONDS > 0) {
    const retention = createRetentionJob({
      db: deps.db,
      policy: {
        guestMonths: config.RETENTION_GUEST_MONTHS,
        outboxDays: config.RETENTION_OUTBOX_DAYS,
        outboxMaxAttempts: config.OUTBOX_MAX_ATTEMPTS,
      },
    });
    scheduleExpirySweep(app, config.RETENTION_SWEEP_SECONDS, [
      {
        name: 'personal data past its retention',
        expire: async (now) => {
          const counts = await retention.run(now);
          if (counts && totalOf(counts) > 0)
            app.log.info({ counts }, 'retention job');
          return totalOf(counts);
        },
      },
    ]);
  }
  const tokenSecret = config.SITE_TOKEN_SECRET;
  privacyPublicRoutes(app, {
    codes: createGuestDataCodeService({ db: deps.db, tokenSecret, tasks }),
    data: createGuestDataService({ db: deps.db, tokenSecret }),
  });
  privacyHostRoutes(app, { exports, closure });
  privacyAdminRoutes(app, createPrivacyRecordsService({ db: deps.db }));
}

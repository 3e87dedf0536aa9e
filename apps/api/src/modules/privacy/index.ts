import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { privacyAdminRoutes } from './admin.routes';
import { createGuestDataCodeService } from './guest-data-code.service';
import { createGuestDataService } from './guest-data.service';
import { createPrivacyRecordsService } from './privacy-records.service';
import { privacyPublicRoutes } from './public.routes';
import { createRetentionJob, totalOf } from './retention';

/**
 * The privacy domain (LGPD): guests' 'Meus dados', the retention job (run every
 * RETENTION_SWEEP_SECONDS; off with NODE_ENV=test or 0), and the back office's records of
 * requests and of views of personal data.
 */
export async function privacyDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { config } = deps;
  if (config.NODE_ENV !== 'test' && config.RETENTION_SWEEP_SECONDS > 0) {
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
    codes: createGuestDataCodeService({
      db: deps.db,
      tokenSecret,
      tasks: createBackgroundTasks(app),
    }),
    data: createGuestDataService({ db: deps.db, tokenSecret }),
  });
  privacyAdminRoutes(app, createPrivacyRecordsService({ db: deps.db }));
}

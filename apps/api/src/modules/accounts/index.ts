import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin } from '../../payments/public-origin';
import { deleteExpiredEmailChanges } from './account.repository';
import { createAccountService } from './account.service';
import { accountsAdminRoutes } from './admin.routes';
import { createAdminUsersService } from './admin-users.service';
import { accountsHostRoutes } from './host.routes';
import { createPasswordResetService } from './password-reset.service';
import { accountsPublicRoutes } from './public.routes';
import { createRegistrationService } from './registration.service';
import { createSignInService } from './sign-in.service';
import { createUserSessionsService } from './user-sessions.service';

/**
 * The accounts domain: its services, built once, and its routes for every audience; and the
 * sweep that deletes dead sessions and expired changes of e-mail.
 */
export async function accountsDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { config, sessions } = deps;
  // Sessions that can never open a call again (ended, expired, idle) are deleted by the
  // expiry sweep (period ORDER_EXPIRY_SWEEP_SECONDS; off with NODE_ENV=test or 0).
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleExpirySweep(app, config.ORDER_EXPIRY_SWEEP_SECONDS, [
      { name: 'dead sessions', expire: (now) => sessions.deleteDead(now) },
      {
        name: 'expired e-mail changes',
        expire: (now) => deleteExpiredEmailChanges(deps.db, now),
      },
    ]);
  const signIn = createSignInService(deps);
  // Password reset: the link is mailed to the reset page of the principal's own app.
  const passwordReset = createPasswordResetService({
    ...deps,
    resetPageOrigin: {
      user: appOrigin(config, 'users'),
      admin: appOrigin(config, 'admin'),
    },
    mailIntervalMinutes: config.PASSWORD_RESET_MAIL_INTERVAL_MINUTES,
    tasks: createBackgroundTasks(app),
  });
  const registration = createRegistrationService(deps);
  const account = createAccountService({
    ...deps,
    hostOrigin: appOrigin(config, 'users'),
  });
  accountsPublicRoutes(app, deps, {
    registration,
    signIn,
    passwordReset,
    account,
  });
  accountsHostRoutes(app, deps, {
    signIn,
    registration,
    userSessions: createUserSessionsService(deps),
    account,
  });
  accountsAdminRoutes(app, {
    signIn,
    users: createAdminUsersService(deps),
  });
}

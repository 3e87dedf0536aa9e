import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin } from '../../payments/public-origin';
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
 * sweep that deletes dead sessions.
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
  accountsPublicRoutes(app, deps, { registration, signIn, passwordReset });
  accountsHostRoutes(app, deps, {
    signIn,
    registration,
    userSessions: createUserSessionsService(deps),
  });
  accountsAdminRoutes(app, {
    signIn,
    users: createAdminUsersService(deps),
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { appOrigin } from '../../payments/public-origin';
import { accountsAdminRoutes } from './admin.routes';
import { createAdminUsersService } from './admin-users.service';
import { accountsHostRoutes } from './host.routes';
import { createPasswordResetService } from './password-reset.service';
import { accountsPublicRoutes } from './public.routes';
import { createRegistrationService } from './registration.service';
import { createSignInService } from './sign-in.service';

/** The accounts domain: its services, built once, and its routes for every audience. */
export async function accountsDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { config } = deps;
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
  accountsHostRoutes(app, deps, { signIn, registration });
  accountsAdminRoutes(app, {
    signIn,
    users: createAdminUsersService(deps),
  });
}

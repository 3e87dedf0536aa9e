import {
  accountRoutes,
  registrationRoutes,
  signInRoutes,
  userSessionsRoutes,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { createLoginThrottle } from '../../plugins/login-throttle';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { AccountService } from './account.service';
import { HOUR_MS, limitBy } from '../../plugins/rate-limit';
import type { RegistrationService } from './registration.service';
import type { SignInService } from './sign-in.service';
import type { UserSessionsService } from './user-sessions.service';

/** Changes of e-mail one account may ask for in an hour. */
const EMAIL_CHANGES_PER_HOUR = 5;

/**
 * The signed-in host's session and events: GET /api/users/me, POST /api/users/reauthenticate,
 * POST /api/users/logout, POST /api/users/events; the account's open sessions:
 * GET /api/users/sessions, DELETE /api/users/sessions/{sessionId}, DELETE /api/users/sessions;
 * 'Minha conta': PUT /api/users/me/profile, PUT /api/users/me/password,
 * GET/POST /api/users/me/email-change.
 */
export function accountsHostRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: {
    signIn: SignInService;
    registration: RegistrationService;
    userSessions: UserSessionsService;
    account: AccountService;
  },
): void {
  const { signIn, registration, userSessions, account } = services;
  const { config } = deps;
  route(app, signInRoutes.me, (request) =>
    signIn.userMe(currentUser(request).userId),
  );
  // Wrong passwords are limited as failed sign-ins are, per session holder and address.
  const reauthentication = createLoginThrottle(
    app,
    'reauthenticate',
    config.LOGIN_MAX_FAILURES_PER_MINUTE,
    config.LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE,
    {
      account: (request) => String(request.user?.userId ?? ''),
      failed: (error) => error.code === 'VALIDATION',
    },
  );
  route(app, signInRoutes.reauthenticate, (request, reply) =>
    reauthentication.attempt(request, reply, () =>
      signIn.reauthenticate(currentUser(request), request.body),
    ),
  );
  // 'Minha conta': a wrong current password counts with the wrong confirmations above.
  const accountChanges = createLoginThrottle(
    app,
    'reauthenticate',
    config.LOGIN_MAX_FAILURES_PER_MINUTE,
    config.LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE,
    {
      account: (request) => String(request.user?.userId ?? ''),
      failed: (error) => error.fieldErrors?.['currentPassword'] !== undefined,
    },
  );
  // Each request mails a link to an address the caller typed: a few per account per hour.
  const emailChangeLimit = limitBy(app, [
    {
      name: 'email-change',
      max: EMAIL_CHANGES_PER_HOUR,
      timeWindowMs: HOUR_MS,
      key: (request) => String(request.user?.userId ?? ''),
      message: () => apiTexts.account.tooManyEmailChanges,
    },
  ]);
  route(app, accountRoutes.updateProfile, (request) =>
    account.updateProfile(currentUser(request).userId, request.body),
  );
  route(app, accountRoutes.changePassword, (request, reply) =>
    accountChanges.attempt(request, reply, () =>
      account.changePassword(currentUser(request), request.body),
    ),
  );
  route(app, accountRoutes.emailChange, (request) =>
    account.emailChange(currentUser(request).userId),
  );
  route(
    app,
    accountRoutes.requestEmailChange,
    (request, reply) =>
      accountChanges.attempt(request, reply, () =>
        account.requestEmailChange(currentUser(request).userId, request.body),
      ),
    { preHandler: emailChangeLimit },
  );
  route(app, registrationRoutes.createEvent, async (request, reply) =>
    reply
      .status(201)
      .send(
        await registration.createEvent(
          currentUser(request).userId,
          request.body,
        ),
      ),
  );
  route(app, signInRoutes.logout, (request) =>
    signIn.logout(currentUser(request).sessionId),
  );
  route(app, userSessionsRoutes.list, (request) =>
    userSessions.list(currentUser(request)),
  );
  route(app, userSessionsRoutes.end, (request) =>
    userSessions.end(currentUser(request), request.params.sessionId),
  );
  route(app, userSessionsRoutes.endOthers, (request) =>
    userSessions.endOthers(currentUser(request)),
  );
}

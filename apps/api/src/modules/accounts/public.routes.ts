import {
  accountRoutes,
  passwordResetRoutes,
  registrationRoutes,
  signInRoutes,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { deviceOf } from '../../lib/device-label';
import { createLoginThrottle } from '../../plugins/login-throttle';
import { passwordResetLimit } from './password-reset-throttle';
import type { AccountService } from './account.service';
import type { PasswordResetService } from './password-reset.service';
import type { RegistrationService } from './registration.service';
import type { SignInService } from './sign-in.service';

/** Uses (and checks) of an e-mailed link allowed per minute from one address. */
const LINK_CALLS_PER_MINUTE = 20;
const linkCallLimit = {
  config: { rateLimit: { max: LINK_CALLS_PER_MINUTE, timeWindow: 60_000 } },
};

/** The password-reset calls of each kind of account, under its own prefix. */
const passwordResets = [
  {
    principal: 'user',
    scope: 'users',
    request: passwordResetRoutes.request,
    validate: passwordResetRoutes.validate,
    confirm: passwordResetRoutes.confirm,
  },
  {
    principal: 'admin',
    scope: 'admin',
    request: passwordResetRoutes.adminRequest,
    validate: passwordResetRoutes.adminValidate,
    confirm: passwordResetRoutes.adminConfirm,
  },
] as const;

/**
 * Registration, the two sign-ins (host and administrator), password reset and the link that
 * confirms a host's new e-mail.
 */
export function accountsPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: {
    registration: RegistrationService;
    signIn: SignInService;
    passwordReset: PasswordResetService;
    account: AccountService;
  },
): void {
  const { config } = deps;
  const { registration, signIn, passwordReset, account } = services;
  const maxFailuresPerMinute = config.LOGIN_MAX_FAILURES_PER_MINUTE;
  const maxFailuresPerAddress =
    config.LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE;

  route(
    app,
    registrationRoutes.register,
    (request) => registration.register(request.body, deviceOf(request)),
    {
      config: {
        rateLimit: { max: config.REGISTER_MAX_PER_MINUTE, timeWindow: 60_000 },
      },
    },
  );
  // Sign-ins: their failed attempts are limited by a login throttle.
  const throttleOf = (scope: 'users' | 'admin') =>
    createLoginThrottle(
      app,
      scope,
      maxFailuresPerMinute,
      maxFailuresPerAddress,
    );
  const userThrottle = throttleOf('users');
  route(app, signInRoutes.login, (request, reply) =>
    userThrottle.attempt(request, reply, () =>
      signIn.userLogin(request.body, deviceOf(request)),
    ),
  );
  const adminThrottle = throttleOf('admin');
  route(app, signInRoutes.adminLogin, (request, reply) =>
    adminThrottle.attempt(request, reply, () =>
      signIn.adminLogin(request.body, deviceOf(request)),
    ),
  );

  for (const {
    principal,
    scope,
    request,
    validate,
    confirm,
  } of passwordResets) {
    route(app, request, (call) => passwordReset.request(principal, call.body), {
      preHandler: passwordResetLimit(
        app,
        scope,
        config.PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR,
      ),
    });
    route(
      app,
      validate,
      (call) => passwordReset.validate(principal, call.query),
      linkCallLimit,
    );
    route(
      app,
      confirm,
      (call) => passwordReset.confirm(principal, call.body),
      linkCallLimit,
    );
  }
  route(
    app,
    accountRoutes.confirmEmailChange,
    (call) => account.confirmEmailChange(call.body),
    linkCallLimit,
  );
}

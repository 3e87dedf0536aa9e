import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  passwordResetConfirmBodySchema,
  passwordResetConfirmResponseSchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { createBackgroundTasks } from '../../lib/background-tasks';
import { appOrigin } from '../../payments/public-origin';
import { createLoginThrottle } from '../../plugins/login-throttle';
import {
  createAccountsService,
  createPasswordResetService,
} from './accounts.service';
import { createPasswordResetThrottle } from './password-reset-throttle';

/** Reset-link confirmations allowed per minute from one address. */
const RESET_CONFIRMS_PER_MINUTE = 20;

/** Route options of a sign-in call; its failed attempts are limited by a login throttle. */
function loginOptions<Body extends z.ZodType, Response extends z.ZodType>(
  tags: string[],
  body: Body,
  response: Response,
) {
  return {
    schema: {
      tags,
      body,
      response: {
        200: response,
        400: errorResponseSchema,
        401: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
  };
}

/** Registration and the two sign-ins (host and administrator). */
export async function accountsPublicRoutes(
  app: FastifyInstance,
  deps: AppDeps,
) {
  const { config } = deps;
  const service = createAccountsService(deps);
  const maxFailuresPerMinute = config.LOGIN_MAX_FAILURES_PER_MINUTE;
  const maxFailuresPerAddress =
    config.LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE;

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/users/register',
    {
      config: {
        rateLimit: { max: config.REGISTER_MAX_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags: ['users: registration'],
        body: registerBodySchema,
        response: {
          200: registerResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    (request) => service.register(request.body),
  );
  const userThrottle = createLoginThrottle(
    app,
    'users',
    maxFailuresPerMinute,
    maxFailuresPerAddress,
  );
  routes.post(
    '/api/users/login',
    loginOptions(['users: session'], loginBodySchema, loginResponseSchema),
    (request, reply) =>
      userThrottle.attempt(request, reply, () =>
        service.userLogin(request.body),
      ),
  );
  const adminThrottle = createLoginThrottle(
    app,
    'admin',
    maxFailuresPerMinute,
    maxFailuresPerAddress,
  );
  routes.post(
    '/api/admin/login',
    loginOptions(
      ['admin: session'],
      adminLoginBodySchema,
      adminLoginResponseSchema,
    ),
    (request, reply) =>
      adminThrottle.attempt(request, reply, () =>
        service.adminLogin(request.body),
      ),
  );

  // Password reset: the link is mailed to the reset page of the principal's own app.
  const resetService = createPasswordResetService({
    ...deps,
    resetPageOrigin: {
      user: appOrigin(config, 'users'),
      admin: appOrigin(config, 'admin'),
    },
    tasks: createBackgroundTasks(app),
  });
  for (const [principal, scope] of [
    ['user', 'users'],
    ['admin', 'admin'],
  ] as const) {
    const tags = [`${scope}: password reset`];
    const throttle = createPasswordResetThrottle(app, scope, {
      perAddress: config.PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR,
      perEmail: config.PASSWORD_RESET_MAX_PER_EMAIL_PER_HOUR,
    });
    routes.post(
      `/api/${scope}/password-reset`,
      {
        schema: {
          tags,
          description:
            'Mails a single-use link (valid for one hour) to reset the password when the e-mail has an active account; the answer is the same either way.',
          body: passwordResetRequestBodySchema,
          response: {
            200: passwordResetRequestResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        await throttle.check(request, reply);
        return resetService.request(principal, request.body);
      },
    );
    routes.post(
      `/api/${scope}/password-reset/confirm`,
      {
        config: {
          rateLimit: { max: RESET_CONFIRMS_PER_MINUTE, timeWindow: 60_000 },
        },
        schema: {
          tags,
          description:
            "Sets the new password with the link's token (once) and closes every session of the account; an unknown, used or expired link answers 400 on `token`.",
          body: passwordResetConfirmBodySchema,
          response: {
            200: passwordResetConfirmResponseSchema,
            400: errorResponseSchema,
            429: errorResponseSchema,
          },
        },
      },
      (request) => resetService.confirm(principal, request.body),
    );
  }
}

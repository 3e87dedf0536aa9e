import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

const MINUTE_MS = 60_000;

export interface LoginThrottle {
  /**
   * Runs `login` unless this e-mail already failed `maxFailures` times in the last minute from
   * this address, or this address failed `maxFailuresPerAddress` times in the last minute with
   * any e-mails (password spraying) (→ 429). A failed login (401) counts towards both;
   * successes and invalid bodies do not.
   */
  attempt<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    login: () => Promise<T>,
  ): Promise<T>;
}

/** A sign-in's failure: 401. */
const isUnauthorized = (error: AppError) => error.code === 'UNAUTHORIZED';

/** The account a sign-in tries: the body's e-mail. */
const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return String(body?.email ?? '');
};

/**
 * Failed-login limiters keyed by (scope, client address, account) and by (scope, client
 * address); both use the rate-limit plugin's store, so they are shared wherever its counters
 * are. A password confirmation of a signed-in host ('reauthenticate') is limited the same way,
 * its account being the session's and its failure a 400 on `password`.
 */
export function createLoginThrottle(
  app: FastifyInstance,
  scope: 'users' | 'admin' | 'reauthenticate',
  maxFailures: number,
  maxFailuresPerAddress: number,
  attempted: {
    account: (request: FastifyRequest) => string;
    failed: (error: AppError) => boolean;
  } = { account: emailOf, failed: isUnauthorized },
): LoginThrottle {
  const perEmail = app.createRateLimit({
    max: maxFailures,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) =>
      `login:${scope}:${request.ip}:${attempted.account(request)}`,
  });
  const perAddress = app.createRateLimit({
    max: maxFailuresPerAddress,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `login-address:${scope}:${request.ip}`,
  });
  const limiters = [perEmail, perAddress];

  return {
    async attempt(request, reply, login) {
      for (const limiter of limiters) {
        const status = await limiter(request, { increment: false });
        if (!status.isAllowed && status.remaining <= 0) {
          reply.header('Retry-After', Math.max(1, status.ttlInSeconds));
          throw new AppError('RATE_LIMITED');
        }
      }
      try {
        return await login();
      } catch (error) {
        if (error instanceof AppError && attempted.failed(error))
          await Promise.all(limiters.map((limiter) => limiter(request)));
        throw error;
      }
    },
  };
}

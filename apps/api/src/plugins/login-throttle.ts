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

/**
 * Failed-login limiters keyed by (scope, client address, e-mail) and by (scope, client address);
 * both use the rate-limit plugin's store, so they are shared wherever its counters are.
 */
export function createLoginThrottle(
  app: FastifyInstance,
  scope: 'users' | 'admin',
  maxFailures: number,
  maxFailuresPerAddress: number,
): LoginThrottle {
  const perEmail = app.createRateLimit({
    max: maxFailures,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      return `login:${scope}:${request.ip}:${String(body?.email ?? '')}`;
    },
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
        if (error instanceof AppError && error.code === 'UNAUTHORIZED')
          await Promise.all(limiters.map((limiter) => limiter(request)));
        throw error;
      }
    },
  };
}

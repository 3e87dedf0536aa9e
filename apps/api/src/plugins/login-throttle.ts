import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

const MINUTE_MS = 60_000;

export interface LoginThrottle {
  /**
   * Runs `login` unless this e-mail already failed `maxFailures` times in the last minute from
   * this address (→ 429). A failed login (401) counts; successes and invalid bodies do not.
   */
  attempt<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    login: () => Promise<T>,
  ): Promise<T>;
}

/** Failed-login limiter keyed by (scope, client address, e-mail); needs the rate-limit plugin. */
export function createLoginThrottle(
  app: FastifyInstance,
  scope: 'users' | 'admin',
  maxFailures: number,
): LoginThrottle {
  const limiter = app.createRateLimit({
    max: maxFailures,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      return `login:${scope}:${request.ip}:${String(body?.email ?? '')}`;
    },
  });

  return {
    async attempt(request, reply, login) {
      const status = await limiter(request, { increment: false });
      if (!status.isAllowed && status.remaining <= 0) {
        reply.header('Retry-After', Math.max(1, status.ttlInSeconds));
        throw new AppError('RATE_LIMITED');
      }
      try {
        return await login();
      } catch (error) {
        if (error instanceof AppError && error.code === 'UNAUTHORIZED')
          await limiter(request);
        throw error;
      }
    },
  };
}

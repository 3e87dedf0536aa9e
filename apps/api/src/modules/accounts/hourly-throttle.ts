import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts the calls of each `key` in a one-hour window; past `max`, a 429 with `message` and
 * Retry-After. Needs the rate-limit plugin.
 */
export function createHourlyThrottle(
  app: FastifyInstance,
  options: {
    max: number;
    key: (request: FastifyRequest) => string;
    message: string;
  },
) {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: HOUR_MS,
    keyGenerator: options.key,
  });

  return {
    /** Counts the request; throws a 429 (with Retry-After) once the limit is reached. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const status = await limiter(request);
      // isAllowed means "on the allow list"; otherwise isExceeded says whether this one is over.
      if (!status.isAllowed && status.isExceeded) {
        reply.header('Retry-After', Math.max(1, status.ttlInSeconds));
        throw new AppError('RATE_LIMITED', options.message);
      }
    },
  };
}

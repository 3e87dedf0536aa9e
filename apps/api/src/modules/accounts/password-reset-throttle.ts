import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Limits reset-link requests per client address in a one-hour window. Every valid request counts,
 * whether or not the e-mail has an account, so the limit tells nothing about which e-mails
 * exist. There is no limit per e-mail: others could use it to lock the account's owner out; the
 * service sends at most one e-mail per account every few minutes instead. Needs the rate-limit
 * plugin.
 */
export function createPasswordResetThrottle(
  app: FastifyInstance,
  scope: 'users' | 'admin',
  perAddress: number,
) {
  const limiter = app.createRateLimit({
    max: perAddress,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `reset-address:${scope}:${request.ip}`,
  });

  return {
    /** Counts the request; throws a 429 (with Retry-After) once the limit is reached. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const status = await limiter(request);
      // isAllowed means "on the allow list"; otherwise isExceeded says whether this one is over.
      if (!status.isAllowed && status.isExceeded) {
        reply.header('Retry-After', Math.max(1, status.ttlInSeconds));
        throw new AppError(
          'RATE_LIMITED',
          apiTexts.passwordReset.tooManyRequests,
        );
      }
    },
  };
}

import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Limits reset-link requests per client address and per e-mail (whoever asks for it), each in a
 * one-hour window. Every valid request counts, whether or not the e-mail has an account, so the
 * limit tells nothing about which e-mails exist. Needs the rate-limit plugin.
 */
export function createPasswordResetThrottle(
  app: FastifyInstance,
  scope: 'users' | 'admin',
  limits: { perAddress: number; perEmail: number },
) {
  const limiters = [
    app.createRateLimit({
      max: limits.perAddress,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `reset-address:${scope}:${request.ip}`,
    }),
    app.createRateLimit({
      max: limits.perEmail,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => {
        const body = request.body as { email?: unknown } | undefined;
        return `reset-email:${scope}:${String(body?.email ?? '')}`;
      },
    }),
  ];

  return {
    /** Counts the request; throws a 429 (with Retry-After) once a limit is reached. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      for (const limiter of limiters) {
        const status = await limiter(request);
        // isAllowed means "on the allow list"; otherwise isExceeded says whether this one is over.
        if (!status.isAllowed && status.isExceeded) {
          reply.header('Retry-After', Math.max(1, status.ttlInSeconds));
          throw new AppError(
            'RATE_LIMITED',
            apiTexts.passwordReset.tooManyRequests,
          );
        }
      }
    },
  };
}

import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance } from 'fastify';
import { HOUR_MS, limitBy } from '../../plugins/rate-limit';

/**
 * Limits reset-link requests per client address in a one-hour window. Every valid request counts,
 * whether or not the e-mail has an account, so the limit tells nothing about which e-mails
 * exist. There is no limit per e-mail: others could use it to lock the account's owner out; the
 * service sends at most one e-mail per account every few minutes instead.
 */
export function passwordResetLimit(
  app: FastifyInstance,
  scope: 'users' | 'admin',
  perAddress: number,
) {
  return limitBy(app, [
    {
      name: `reset-address:${scope}`,
      max: perAddress,
      timeWindowMs: HOUR_MS,
      key: (request) => request.ip,
      message: () => apiTexts.passwordReset.tooManyRequests,
    },
  ]);
}

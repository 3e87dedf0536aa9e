import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance } from 'fastify';
import { createHourlyThrottle } from './hourly-throttle';

/**
 * Limits reset-link requests per client address in a one-hour window. Every valid request counts,
 * whether or not the e-mail has an account, so the limit tells nothing about which e-mails
 * exist. There is no limit per e-mail: others could use it to lock the account's owner out; the
 * service sends at most one e-mail per account every few minutes instead.
 */
export function createPasswordResetThrottle(
  app: FastifyInstance,
  scope: 'users' | 'admin',
  perAddress: number,
) {
  return createHourlyThrottle(app, {
    max: perAddress,
    key: (request) => `reset-address:${scope}:${request.ip}`,
    message: apiTexts.passwordReset.tooManyRequests,
  });
}

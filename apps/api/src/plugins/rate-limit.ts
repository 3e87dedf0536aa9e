import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`, the login
 * routes use `createLoginThrottle`. The counters live in this process's memory: with several
 * api instances each one counts on its own (pass a shared `store`, e.g. Redis, to share them).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}

import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../errors/app-error';
import { rateLimitStore } from '../lib/shared-store/rate-limit-store';
import type { SharedStore } from '../lib/shared-store/shared-store';

/**
 * @fastify/rate-limit without a global limit: routes opt in with `config.rateLimit`, the login
 * routes use `createLoginThrottle`. With REDIS_URL the counters are in Redis, shared by every
 * api instance (an unreachable Redis falls back to this process's memory); without, each
 * process counts on its own. The limits themselves: docs/limits.md.
 */

export const HOUR_MS = 60 * 60 * 1000;

export async function registerRateLimit(
  app: FastifyInstance,
  shared: SharedStore,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(shared),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}

/** Route config: at most `max` calls per minute from one client address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

/** The client address as the route limits count it (an IPv6 address by its /64). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

export interface KeyedLimit {
  /** Namespace of the counter, e.g. 'purchase-event'. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted, from the validated request (e.g. address and event). */
  key: (request: FastifyRequest) => string;
  /**
   * The pt-BR message of the 429, given the seconds until the window ends; without it the
   * generic 'Aguarde um minuto' (right only for a window of about a minute).
   */
  message?: (retryAfterSeconds: number) => string;
}

/**
 * A preHandler (after validation, so the body can be part of the key) counting each request
 * against every limit in the shared rate-limit store; over any of them → 429 'RATE_LIMITED'
 * with Retry-After and the limit's own message (the first limit exceeded, in list order). For limits a route's single `config.rateLimit` cannot express.
 */
export function limitBy(
  app: FastifyInstance,
  limits: KeyedLimit[],
): preHandlerAsyncHookHandler {
  const limiters = limits.map(({ name, max, timeWindowMs, key }) =>
    app.createRateLimit({
      max,
      timeWindow: timeWindowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const results = await Promise.all(
      limiters.map((limiter) => limiter(request)),
    );
    results.forEach((result, index) => {
      if (result.isAllowed || !result.isExceeded) return;
      const retryAfter = Math.max(1, result.ttlInSeconds);
      reply.header('Retry-After', retryAfter);
      throw new AppError('RATE_LIMITED', limits[index]?.message?.(retryAfter));
    });
  };
}

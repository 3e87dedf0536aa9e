import { errorResponseSchema } from '@celebra/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The client and availability errors a route documents (docs/architecture.md, "Error statuses"). */
export type ErrorStatus =
  | 400
  | 401
  | 403
  | 404
  | 409
  | 410
  | 413
  | 415
  | 422
  | 429
  | 502
  | 503;

type ErrorResponses = Partial<Record<ErrorStatus, typeof errorResponseSchema>>;

/**
 * The error responses of a route schema, each in the shared error shape:
 * `response: { 200: x, ...errorResponses(404, 409) }`. Only for what is particular to the route;
 * the statuses every route of its kind answers are added by `documentErrorResponses`.
 */
export function errorResponses(...statuses: ErrorStatus[]): ErrorResponses {
  return Object.fromEntries(
    statuses.map((status) => [status, errorResponseSchema]),
  );
}

/** Methods whose requests Fastify reads a body for (a DELETE too, when it has a content type). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const methodsOf = (route: RouteOptions) =>
  (Array.isArray(route.method) ? route.method : [route.method]).map((method) =>
    method.toUpperCase(),
  );

/**
 * What any route answers from how it is declared:
 * - 400 bad input (a malformed URL or escape, a header, query, parameter or body that fails
 *   its schema) and 503 'DATABASE_UNAVAILABLE' (the database cannot be reached): every route;
 * - 404 when the path has parameters (what they name may not exist, or not be yours);
 * - 413 (body over the limit) and 415 (a content type the route does not read) when the
 *   method may carry a body (POST, PUT, PATCH, DELETE);
 * - 429 when the route has a rate limit (`config.rateLimit`, e.g. `perMinute`).
 */
export function commonErrorStatuses(route: RouteOptions): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 503];
  if (route.url.includes(':')) statuses.push(404);
  if (methodsOf(route).some((method) => BODY_METHODS.has(method)))
    statuses.push(413, 415);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit) statuses.push(429);
  return statuses;
}

/**
 * Documents the error statuses of every route registered after it in `app` and its child
 * contexts: `commonErrorStatuses` plus `extra` (e.g. 401 in a group behind a session guard),
 * each with the shared error schema. A status the route declares itself keeps its schema
 * (e.g. the 401 of a password-protected site, which carries more fields).
 */
export function documentErrorResponses(
  app: FastifyInstance,
  extra: ErrorStatus[] = [],
): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      | { hide?: boolean; response?: Record<string, unknown> }
      | undefined;
    if (!schema || schema.hide) return;
    const added = errorResponses(...commonErrorStatuses(route), ...extra);
    // A new object: routes may share one `response` object, and each gets its own statuses.
    route.schema = {
      ...schema,
      response: { ...added, ...schema.response },
    };
  });
}

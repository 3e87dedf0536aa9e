import type { MultipartContract, RouteContract } from '@celebra/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import { multipartBody, passMultipartBody } from '../media/multipart-route';
import { errorResponses } from '../plugins/error-responses';

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** The request of a route, typed by its contract (after validation). */
export type RouteRequest<Route extends RouteContract> = FastifyRequest<{
  Params: Output<Route['params']>;
  Querystring: Output<Route['query']>;
  Body: Route['multipart'] extends MultipartContract
    ? unknown
    : Output<Route['body']>;
  Headers: Output<Route['headers']>;
}>;

/** What a handler answers: the contract's success answer before serialisation, or the reply it sent. */
export type RouteAnswer<Route extends RouteContract> =
  | (Route['response'] extends z.ZodType ? z.input<Route['response']> : never)
  | FastifyReply;

export type RouteHandler<Route extends RouteContract> = (
  request: RouteRequest<Route>,
  reply: FastifyReply,
) => RouteAnswer<Route> | Promise<RouteAnswer<Route>>;

/** What a route adds to its contract on the server: rate limits, extra hooks. */
export type RouteOptions = Omit<
  RouteShorthandOptions,
  'schema' | 'validatorCompiler' | 'serializerCompiler'
>;

const BEARER = [{ bearer: [] }];

/** The Fastify schema of a contract: what is validated, serialised and documented. */
export function routeSchema(route: RouteContract): FastifySchema {
  const guarded = route.access !== 'public';
  return {
    ...(route.hide && { hide: true }),
    tags: [...route.tags],
    ...(route.summary && { summary: route.summary }),
    ...(route.description && { description: route.description }),
    ...(guarded && { security: BEARER }),
    ...(route.headers && { headers: route.headers }),
    ...(route.params && { params: route.params }),
    ...(route.query && { querystring: route.query }),
    ...(route.body && { body: route.body }),
    ...(route.multipart && {
      consumes: ['multipart/form-data'],
      body: multipartBody(
        route.multipart.fields,
        route.multipart.file,
        route.multipart.fileDescription,
        route.multipart.fileOptional,
      ),
    }),
    ...(route.consumes && { consumes: [...route.consumes] }),
    ...(route.produces && { produces: [...route.produces] }),
    response: {
      ...(route.response && { [route.status ?? 200]: route.response }),
      ...errorResponses(
        ...(guarded ? [401 as const] : []),
        ...(refusesMembers(route) ? [403 as const] : []),
        ...(route.errors ?? []),
      ),
      ...route.responses,
    },
  };
}

/** A host route on one event answers 403 to a member whose role lacks its permission. */
const refusesMembers = (route: RouteContract) =>
  route.access === 'host' &&
  (route.event !== undefined || route.reauthenticate);

const namesEventInPath = (route: RouteContract) =>
  /:(eventId|id)(\/|$)/.test(route.path);

/**
 * The guards a contract's access asks for: the session before validation; for a host, the
 * membership of the event of the path too (an event the caller has no access to answers 404
 * before its input is judged; a role without the route's permission 403), or of the body's
 * `eventId` after validation, then a recent password for a sensitive call; the event's
 * existence after validation for an administrator.
 */
function guardsOf(app: FastifyInstance, route: RouteContract) {
  const onRequest: onRequestAsyncHookHandler[] = [];
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (route.access === 'host') {
    onRequest.push(app.requireUser);
    if (route.event && namesEventInPath(route))
      onRequest.push(app.requireEventAccess(route.event));
    if (route.event && !namesEventInPath(route))
      preHandler.push(app.requireEventAccess(route.event, 'body'));
    if (route.reauthenticate) onRequest.push(app.requireRecentPassword);
  }
  if (route.access === 'admin') {
    onRequest.push(app.requireAdmin);
    if (route.event) preHandler.push(app.requireAdminEvent);
  }
  return { onRequest, preHandler };
}

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Registers a route from its contract: method, path, validation, serialisation, the guards of
 * its access and its documented statuses all come from the contract; the handler adds the
 * behaviour, `options` what only the server knows (rate limits, extra hooks).
 */
export function route<Route extends RouteContract>(
  app: FastifyInstance,
  contract: Route,
  handler: RouteHandler<Route>,
  options: RouteOptions = {},
): void {
  const guards = guardsOf(app, contract);
  const onRequest = [...guards.onRequest, ...asArray(options.onRequest)];
  const preHandler = [...guards.preHandler, ...asArray(options.preHandler)];
  app.route({
    ...options,
    method: contract.method,
    url: contract.path,
    schema: routeSchema(contract),
    ...(contract.multipart && { validatorCompiler: passMultipartBody }),
    ...(onRequest.length && {
      onRequest: onRequest as RouteShorthandOptions['onRequest'],
    }),
    ...(preHandler.length && {
      preHandler: preHandler as RouteShorthandOptions['preHandler'],
    }),
    handler: handler as (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<unknown>,
  });
}

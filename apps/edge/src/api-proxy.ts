import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { finishReading, MAX_UNREAD_BODY_BYTES } from '@celebra/server-http';
import { createApiDispatcher } from './api-dispatcher';
import { sendEdgeError } from './edge-errors';
import { proxyBody } from './proxy-body';
import { securityHeaders } from './security-headers';
import { edgeTexts } from './texts';

export interface ApiProxyOptions {
  apiUrl: string;
  trustProxy: boolean;
  /**
   * How much of an upload the edge still reads (and discards) after the api
   * answered early, so the client gets the answer rather than a reset.
   */
  maxUnreadBodyBytes?: number;
  /** How long a regular api answer may pause between two chunks (default 300 s; event streams: never cut). */
  bodyTimeoutMs?: number;
  /**
   * Routes of the proxy's own context that answer some of its requests themselves and hand
   * the others to `forward` (registered before the catch-all routes).
   */
  routes?: (
    app: FastifyInstance,
    forward: ForwardToApi,
  ) => void | Promise<void>;
}

/** Sends one request on to the api and its answer back (the proxy's handler). */
export type ForwardToApi = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply;

/** Path prefixes that every host forwards to the api. */
export const apiPrefixes = ['/api', '/media'] as const;

function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

export function forwardedRequestHeaders(
  request: FastifyRequest,
  headers: IncomingHttpHeaders,
  trustProxy: boolean,
): IncomingHttpHeaders {
  const client = request.raw.socket.remoteAddress ?? request.ip;
  const earlierHops = trustProxy
    ? firstValue(request.headers['x-forwarded-for'])
    : undefined;
  const originalHost = firstValue(request.headers.host) ?? headers.host;
  const forwardedHost = trustProxy
    ? firstValue(request.headers['x-forwarded-host'])
    : undefined;
  // Node already answered `100 Continue` to the client; the hop to the api
  // sends the body at once (undici refuses `Expect`).
  const { expect: _answeredHere, ...endToEnd } = headers;
  return {
    ...endToEnd,
    host: originalHost,
    'x-forwarded-for': earlierHops ? `${earlierHops}, ${client}` : client,
    'x-forwarded-host': forwardedHost ?? originalHost,
    'x-forwarded-proto': request.protocol,
  };
}

/**
 * A path that cannot be decoded (`%E0%A4%A`) or that climbs out of its prefix
 * once decoded (`..%2F`) is never forwarded.
 */
export function isForwardablePath(url: string): boolean {
  try {
    decodeURIComponent(url);
    const [path = ''] = url.split('?');
    const pathname = decodeURIComponent(path);
    return !pathname.split(/[/\\]/).includes('..');
  } catch {
    return false;
  }
}

/** The answer when the api cannot be reached: 502, the edge's security headers, pt-BR. */
export function sendApiUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  securityHeaders.apply(request, reply);
  return reply
    .code(502)
    .header('cache-control', 'no-store')
    .send({ success: false, message: edgeTexts.apiUnavailable });
}

/**
 * Sends the answer once the client's upload has been read to its end: an
 * answer sent while the client is still uploading, followed by closing the
 * connection, resets it and the client never reads the answer.
 */
async function answerAfterBody(
  request: FastifyRequest,
  reply: FastifyReply,
  maxUnreadBodyBytes: number,
  answer: () => void,
): Promise<void> {
  if (await finishReading(request.raw, maxUnreadBodyBytes)) {
    // reply-from asks to close a connection whose request was not read yet.
    reply.removeHeader('connection');
  } else {
    reply.header('connection', 'close');
  }
  answer();
}

/**
 * Forwards /api/* and /media/* (any method, streamed bodies, original Host) to
 * the api. Encapsulated: its pass-through body parser stays inside.
 */
export async function apiProxy(
  app: FastifyInstance,
  options: ApiProxyOptions,
): Promise<void> {
  const maxUnreadBodyBytes =
    options.maxUnreadBodyBytes ?? MAX_UNREAD_BODY_BYTES;
  const dispatcher = createApiDispatcher({
    bodyTimeoutMs: options.bodyTimeoutMs,
  });
  // Before the server waits for its connections to end: open event streams end here.
  app.addHook('preClose', () => dispatcher.destroy());
  await app.register(replyFrom, {
    base: options.apiUrl,
    disableRequestLogging: true,
    undici: dispatcher,
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, _payload, done) =>
    done(null, proxyBody(request.raw)),
  );

  const forward: ForwardToApi = (request, reply) => {
    if (!isForwardablePath(request.url))
      return sendEdgeError(request, reply, 'VALIDATION');
    // The path only: reply-from appends the query as received, and its own
    // traversal check (on what it is given) must not read `../` in a query value.
    return reply.from(request.url.split('?')[0], {
      rewriteRequestHeaders: (req, headers) =>
        forwardedRequestHeaders(
          req as FastifyRequest,
          headers,
          options.trustProxy,
        ),
      onResponse: (req, answered, res) =>
        void answerAfterBody(
          req as FastifyRequest,
          answered as FastifyReply,
          maxUnreadBodyBytes,
          () => void answered.send(res.stream),
        ),
      onError: (failed, { error }) => {
        failed.log.warn({ err: error }, 'api request failed');
        void answerAfterBody(
          failed.request as FastifyRequest,
          failed as FastifyReply,
          maxUnreadBodyBytes,
          () =>
            void sendApiUnavailable(
              failed.request as FastifyRequest,
              failed as FastifyReply,
            ),
        );
      },
    });
  };

  await options.routes?.(app, forward);
  for (const prefix of apiPrefixes) {
    app.all(prefix, { config: { securityHeaders: false } }, forward);
    app.all(`${prefix}/*`, { config: { securityHeaders: false } }, forward);
  }
}

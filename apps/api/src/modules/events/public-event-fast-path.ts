import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { SecurityHeaders } from '@celebra/server-http';
import type { FastifyServerOptions } from 'fastify';
import {
  answerFor,
  type PreparedAnswer,
} from '../../lib/public-event/cached-json';
import type { PublicEventCache } from './public-event-cache';

const PUBLIC_EVENT_PATH = /^\/api\/guests\/event\/([^/?#]+)$/;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Headers = Readonly<Record<string, string | number>>;

export type PublicEventFastPath = ReturnType<typeof createPublicEventFastPath>;

/**
 * The public site's hottest answer sent before Fastify: `GET /api/guests/event/:slug` of an
 * open site the public event cache holds (and may serve) is written straight from its
 * prepared form, with the api's security headers; routing, hooks, validation and the
 * per-request logger are skipped (such hits are not logged). Anything else (a miss, a
 * protected site, `X-Site-Access`, a query string, another method) goes to Fastify, which
 * gives the same answer the longer way.
 */
export function createPublicEventFastPath(securityHeaders: SecurityHeaders) {
  let cache: PublicEventCache | undefined;
  /** Security headers (plain or with HSTS) joined with each prepared answer's, once. */
  const joined = new WeakMap<object, WeakMap<object, Headers>>();

  function headersOf(security: object, answer: PreparedAnswer): Headers {
    let bySecurity = joined.get(answer);
    if (!bySecurity) joined.set(answer, (bySecurity = new WeakMap()));
    let headers = bySecurity.get(security);
    if (!headers) {
      headers = Object.freeze({
        ...security,
        ...answer.headers,
        ...(answer.body && { 'content-length': answer.body.length }),
      });
      bySecurity.set(security, headers);
    }
    return headers;
  }

  function answerKept(request: IncomingMessage, response: ServerResponse) {
    if (cache === undefined || request.method !== 'GET') return false;
    const encodedSlug = PUBLIC_EVENT_PATH.exec(request.url ?? '')?.[1];
    if (
      encodedSlug === undefined ||
      request.headers['x-site-access'] !== undefined
    )
      return false;
    let slug: string;
    try {
      slug = decodeURIComponent(encodedSlug).trim().toLowerCase();
    } catch {
      return false;
    }
    const snapshot = cache.peek(slug);
    if (!snapshot || snapshot.passwordVersion !== null) return false;
    const answer = answerFor(request.headers, snapshot.answer, {
      private: false,
    });
    response.writeHead(
      answer.status,
      headersOf(securityHeaders.for(request), answer),
    );
    response.end(answer.body);
    return true;
  }

  return {
    /** Serves from `kept` from now on (the public routes create it). */
    serveFrom(kept: PublicEventCache): void {
      cache = kept;
    },

    /** Fastify's `serverFactory`: its own HTTP server, with this path in front. */
    serverFactory(handler: Handler, options: FastifyServerOptions) {
      const server = createServer((request, response) => {
        if (!answerKept(request, response)) handler(request, response);
      });
      // Fastify filled in its defaults: the timeouts it gives its own server.
      if (options.keepAliveTimeout !== undefined)
        server.keepAliveTimeout = options.keepAliveTimeout;
      if (options.requestTimeout !== undefined)
        server.requestTimeout = options.requestTimeout;
      if (options.connectionTimeout !== undefined)
        server.setTimeout(options.connectionTimeout);
      return server;
    },
  };
}

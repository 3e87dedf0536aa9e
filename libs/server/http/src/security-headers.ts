import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route writes its own security headers (a proxy passing the origin's on). */
    securityHeaders?: false;
  }
}

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet writes for these options, computed once. (@fastify/helmet builds a new
 * helmet middleware, parsing the whole policy again, on every request.)
 */
export function helmetHeaders(
  options: HelmetOptions,
): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    () => undefined,
  );
  delete headers['strict-transport-security'];
  return Object.freeze(headers);
}

/** Whether the client reached us over TLS (itself, or as the first proxy in front says). */
export function arrivedOverHttps(
  request: Pick<IncomingMessage, 'headers' | 'socket'>,
): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)
    ?.split(',')[0]
    ?.trim();
  return first === 'https' || (request.socket as TLSSocket).encrypted === true;
}

export interface SecurityHeaders {
  /** Writes the headers on one answer (one that skipped the hooks, or opted out of them). */
  apply(request: FastifyRequest, reply: FastifyReply): void;
  /** The headers for a request answered outside Fastify (computed once, frozen). */
  for(
    request: Pick<IncomingMessage, 'headers' | 'socket'>,
  ): Readonly<Record<string, string>>;
  /** Writes them on every answer of `app`, but for routes with `config.securityHeaders: false`. */
  register(app: FastifyInstance): void;
}

/** Helmet's headers for `options` on every answer; HSTS only when the request came over https. */
export function createSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  const headers = helmetHeaders(options);
  const overHttps = Object.freeze({
    ...headers,
    'strict-transport-security': hsts,
  });
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    if (arrivedOverHttps(request.raw))
      reply.header('strict-transport-security', hsts);
  };
  return {
    apply,
    for: (request) => (arrivedOverHttps(request) ? overHttps : headers),
    register(app) {
      app.addHook('onRequest', (request, reply, done) => {
        if (request.routeOptions.config.securityHeaders !== false)
          apply(request, reply);
        done();
      });
    },
  };
}

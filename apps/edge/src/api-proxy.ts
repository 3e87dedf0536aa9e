import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { edgeTexts } from './texts';

export interface ApiProxyOptions {
  apiUrl: string;
  trustProxy: boolean;
}

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
  return {
    ...headers,
    host: originalHost,
    'x-forwarded-for': earlierHops ? `${earlierHops}, ${client}` : client,
    'x-forwarded-host': forwardedHost ?? originalHost,
    'x-forwarded-proto': request.protocol,
  };
}

/**
 * Forwards /api/* and /media/* (any method, streamed bodies, original Host) to
 * the api. Encapsulated: its pass-through body parser stays inside.
 */
export async function apiProxy(
  app: FastifyInstance,
  options: ApiProxyOptions,
): Promise<void> {
  await app.register(replyFrom, {
    base: options.apiUrl,
    disableRequestLogging: true,
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) =>
    done(null, payload),
  );

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(request.url, {
      rewriteRequestHeaders: (req, headers) =>
        forwardedRequestHeaders(
          req as FastifyRequest,
          headers,
          options.trustProxy,
        ),
      onError: (failed, { error }) => {
        failed.log.warn({ err: error }, 'api request failed');
        void failed
          .code(502)
          .header('cache-control', 'no-store')
          .send({ success: false, message: edgeTexts.apiUnavailable });
      },
    });

  for (const prefix of apiPrefixes) {
    app.all(prefix, { helmet: false }, forward);
    app.all(`${prefix}/*`, { helmet: false }, forward);
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/** Larger answers are passed on but never kept. */
export const MAX_KEPT_BODY_BYTES = 1024 * 1024;

/** Written by each hop itself (Fastify sets content-length and date). */
const notReplayed = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'date',
  'content-length',
]);

/** Not sent with a 304: it has no body to describe. */
const notWithNotModified = new Set(['content-type', 'content-encoding']);

type ReplayedHeaders = Record<string, string | string[]>;

/** One api answer of the public event, ready to be replayed as often as asked. */
export interface MirroredAnswer {
  status: number;
  headers: ReplayedHeaders;
  notModifiedHeaders: ReplayedHeaders;
  body: Buffer;
  /** The ETag without its weak prefix, for If-None-Match. */
  etag: string | undefined;
  /** A 200 that every visitor may read (`public`), small enough to keep. */
  keepable: boolean;
}

const publicDirective = /(?:^|,)\s*public\s*(?:,|$)/i;

const withoutWeakPrefix = (tag: string) => tag.trim().replace(/^W\//, '');

export function mirroredAnswer(
  status: number,
  apiHeaders: IncomingHttpHeaders,
  body: Buffer,
): MirroredAnswer {
  const headers: ReplayedHeaders = {};
  const notModifiedHeaders: ReplayedHeaders = {};
  for (const [name, value] of Object.entries(apiHeaders)) {
    if (value === undefined || notReplayed.has(name)) continue;
    headers[name] = value;
    if (!notWithNotModified.has(name)) notModifiedHeaders[name] = value;
  }
  const cacheControl = apiHeaders['cache-control'] ?? '';
  return {
    status,
    headers,
    notModifiedHeaders,
    body,
    etag: apiHeaders.etag ? withoutWeakPrefix(apiHeaders.etag) : undefined,
    keepable:
      status === 200 &&
      publicDirective.test(cacheControl) &&
      body.length <= MAX_KEPT_BODY_BYTES,
  };
}

/** Whether If-None-Match names `etag` (weak comparison, `*`, lists), as the api decides. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => withoutWeakPrefix(tag) === etag);
}

/** The answer as the api gave it, or 304 when the client holds this version. */
export function sendMirrored(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: MirroredAnswer,
): FastifyReply {
  if (
    answer.status === 200 &&
    answer.etag !== undefined &&
    matches(request.headers['if-none-match'], answer.etag)
  )
    return reply.code(304).headers(answer.notModifiedHeaders).send();
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}

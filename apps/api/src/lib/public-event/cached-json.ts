import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accepted-encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this are sent as they are (as by the api's compression). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** A JSON answer serialised once, with its ETag and its brotli and gzip forms. */
export interface CachedJson {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Serialises `value` (already shaped by its response schema) and compresses it once. */
export async function cacheJson(value: unknown): Promise<CachedJson> {
  const identity = Buffer.from(JSON.stringify(value));
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url');
  return { identity, br, gzip, etag: `"${hash.slice(0, 27)}"` };
}

/** Whether the If-None-Match header names `etag` (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a cached JSON: 304 when the client holds this version, else the form its
 * Accept-Encoding prefers. `cache-control: no-cache` makes browsers ask again every time
 * (a 304 costs a few bytes); `private` for answers only some visitors may read.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  options: { private: boolean },
): FastifyReply {
  reply
    .header('etag', cached.etag)
    .header(
      'cache-control',
      options.private ? 'private, no-cache' : 'public, no-cache',
    )
    .header('vary', 'accept-encoding, x-site-access');
  if (matches(request.headers['if-none-match'], cached.etag))
    return reply.code(304).send();
  const encoding =
    cached.identity.length < COMPRESS_THRESHOLD_BYTES
      ? 'identity'
      : acceptedEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding === 'identity') return reply.send(cached.identity);
  return reply.header('content-encoding', encoding).send(cached[encoding]);
}

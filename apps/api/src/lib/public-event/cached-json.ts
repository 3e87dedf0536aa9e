import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { acceptedEncoding, type ContentEncoding } from './accepted-encoding';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers smaller than this are sent as they are (as by the api's compression). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Headers and body of one way to answer a cached JSON, built once. */
export interface PreparedAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: Buffer | undefined;
}

type AnswersByEncoding = Record<
  ContentEncoding | 'notModified',
  PreparedAnswer
>;

/** A JSON answer serialised once, with its ETag, its brotli and gzip forms and its answers. */
export interface CachedJson {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** For everyone (`public`), or only for some visitors (`private`). */
  answers: { public: AnswersByEncoding; private: AnswersByEncoding };
}

/** `compressed`: the brotli and gzip forms are sent; else every client gets the JSON as it is. */
function prepareAnswers(
  forms: Pick<CachedJson, ContentEncoding>,
  compressed: boolean,
  etag: string,
  cacheControl: string,
): AnswersByEncoding {
  // `no-cache`: browsers ask again every time, and a 304 costs a few bytes.
  const validators = {
    etag,
    'cache-control': cacheControl,
    vary: 'accept-encoding, x-site-access',
  };
  const answer = (encoding: ContentEncoding): PreparedAnswer => ({
    status: 200,
    headers: Object.freeze({
      ...validators,
      'content-type': 'application/json; charset=utf-8',
      ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    }),
    body: forms[encoding],
  });
  const identity = answer('identity');
  return {
    identity,
    br: compressed ? answer('br') : identity,
    gzip: compressed ? answer('gzip') : identity,
    notModified: {
      status: 304,
      headers: Object.freeze(validators),
      body: undefined,
    },
  };
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
  const etag = `"${hash.slice(0, 27)}"`;
  const forms = { identity, br, gzip };
  // Small answers are sent as they are, as by the api's compression.
  const compressed = identity.length >= COMPRESS_THRESHOLD_BYTES;
  return {
    identity,
    br,
    gzip,
    etag,
    answers: {
      public: prepareAnswers(forms, compressed, etag, 'public, no-cache'),
      private: prepareAnswers(forms, compressed, etag, 'private, no-cache'),
    },
  };
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
 * How to answer a request for a cached JSON: 304 when the client holds this version, else the
 * form its Accept-Encoding prefers. `private` for answers only some visitors may read.
 */
export function answerFor(
  headers: IncomingHttpHeaders,
  cached: CachedJson,
  options: { private: boolean },
): PreparedAnswer {
  const answers = options.private
    ? cached.answers.private
    : cached.answers.public;
  if (matches(headers['if-none-match'], cached.etag))
    return answers.notModified;
  return answers[acceptedEncoding(headers['accept-encoding'])];
}

/** Answers a cached JSON through Fastify (`answerFor`). */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson,
  options: { private: boolean },
): FastifyReply {
  const answer = answerFor(request.headers, cached, options);
  reply.code(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import {
  forwardedRequestHeaders,
  isForwardablePath,
  sendApiUnavailable,
  type ForwardToApi,
} from '../api-proxy';
import { createApiReader } from './api-reader';
import { startChangeStream } from './change-stream';
import { createMirrorStore } from './mirror-store';
import {
  mirroredAnswer,
  sendMirrored,
  type MirroredAnswer,
} from './mirrored-answer';

export const mirrorDefaults = { maxEntries: 1_000, maxAgeMs: 60_000 } as const;

export interface PublicEventMirrorOptions {
  apiUrl: string;
  /** The secret shared with the api (EDGE_KEY). */
  edgeKey: string;
  trustProxy: boolean;
  /** The proxy, for every request the mirror does not answer. */
  forward: ForwardToApi;
}

/** Request headers the mirror's own read of the api leaves out: it needs the whole body. */
const notSentToRead = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'upgrade',
  'if-none-match',
  'if-modified-since',
]);

type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

function readHeaders(
  request: FastifyRequest,
  trustProxy: boolean,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const forwarded = forwardedRequestHeaders(
    request,
    request.headers,
    trustProxy,
  );
  for (const [name, value] of Object.entries(forwarded)) {
    if (value !== undefined && !notSentToRead.has(name)) headers[name] = value;
  }
  return headers;
}

/** The api varies the answer on the encoding; the Host names the site. */
function keyOf(request: SlugRequest): string {
  return `${request.headers.host ?? ''} ${request.params.slug.trim().toLowerCase()} ${request.headers['accept-encoding'] ?? ''}`;
}

const isKeepable = (answer: MirroredAnswer) => answer.keepable;

/**
 * The edge's mirror of the public event: `GET /api/guests/event/:slug` answered from the
 * api's earlier answers while the api's change stream is heard (`change-stream.ts`), every
 * copy dropped on any change before it is acknowledged. A request with a query string or
 * `X-Site-Access`, and any request while the stream is down, goes through the proxy.
 */
export function publicEventMirror(
  app: FastifyInstance,
  options: PublicEventMirrorOptions,
): void {
  const store = createMirrorStore<MirroredAnswer>(mirrorDefaults);
  const reader = createApiReader(options.apiUrl);
  let changes: ReturnType<typeof startChangeStream> | undefined;

  app.addHook('onReady', async () => {
    changes = startChangeStream({
      apiUrl: options.apiUrl,
      edgeKey: options.edgeKey,
      log: app.log,
      onReady: store.open,
      onChange: store.changed,
      onDown: store.close,
    });
  });
  app.addHook('onClose', async () => {
    await changes?.stop();
    reader.close();
  });

  async function answerMiss(
    request: SlugRequest,
    reply: FastifyReply,
    key: string,
  ): Promise<FastifyReply> {
    let answer: MirroredAnswer;
    try {
      answer = await store.load(
        key,
        async () => {
          const read = await reader.get(
            request.url,
            readHeaders(request, options.trustProxy),
          );
          return mirroredAnswer(read.status, read.headers, read.body);
        },
        isKeepable,
      );
    } catch (error) {
      request.log.warn({ err: error }, 'api request failed');
      return sendApiUnavailable(request, reply);
    }
    return sendMirrored(request, reply, answer);
  }

  app.get(
    '/api/guests/event/:slug',
    { config: { securityHeaders: false } },
    (request: SlugRequest, reply) => {
      if (
        !store.ready ||
        request.url.includes('?') ||
        request.headers['x-site-access'] !== undefined
      )
        return options.forward(request, reply);
      const key = keyOf(request);
      const kept = store.get(key);
      if (kept !== undefined) {
        sendMirrored(request, reply, kept);
        return;
      }
      // Checked once per miss: what is kept was read through a checked path.
      if (!isForwardablePath(request.url))
        return options.forward(request, reply);
      return answerMiss(request, reply, key);
    },
  );
}

import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { RecordedRequest } from './fake-api';

export interface RecordedAck {
  authorization: string | undefined;
  subscriber: string;
  seq: number;
}

export interface FakeEventApi {
  url: string;
  /** Every `GET /api/guests/event/...` that reached the api. */
  eventRequests: Omit<RecordedRequest, 'body'>[];
  /** Every other request (the proxy's). */
  otherRequests: Omit<RecordedRequest, 'body'>[];
  acks: RecordedAck[];
  /** Subscription attempts, accepted or not (a wrong key too). */
  subscriptionAttempts: number;
  /** The version every event answer names; a test bumps it with its change. */
  version: number;
  /** The id given to the last stream opened. */
  subscriberId: string | undefined;
  /** Awaited when an ack arrived, before the api answers it. */
  onAck: ((ack: RecordedAck) => Promise<void>) | undefined;
  /** Subscriptions are answered with this status (undefined: accepted). */
  refuseWith: number | undefined;
  /** Resolves once a stream is open (at once when one is). */
  subscribed: () => Promise<void>;
  /** Sends a change on the open streams; resolves with its ack. */
  sendChange: (change: number | 'all') => Promise<RecordedAck>;
  /** Ends every open stream. */
  dropStreams: () => void;
  openStreams: () => number;
  /** Event answers wait until `release()`, with the version of their arrival. */
  holdEvents: () => { arrived: () => Promise<void>; release: () => void };
  close: () => Promise<void>;
}

const eventPath = /^\/api\/guests\/event\/([^/?]+)(\?.*)?$/;

interface EventAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * The public event as the api answers it. Slugs with a behaviour: `privado` (private),
 * `nao-existe` (404), `quebrado` (500), `grande` (over 1 MiB), `derrubado` (the connection
 * is cut). Gzip encoded when the request accepts gzip.
 */
function eventAnswer(
  slug: string,
  version: number,
  req: IncomingMessage,
): EventAnswer {
  const common = {
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'",
    vary: 'accept-encoding, x-site-access',
  };
  if (slug === 'nao-existe' || slug === 'quebrado') {
    return {
      status: slug === 'nao-existe' ? 404 : 500,
      headers: { ...common, 'x-api-error': slug },
      body: Buffer.from(
        JSON.stringify({ success: false, message: `Erro ${slug}` }),
      ),
    };
  }
  const json = Buffer.from(
    JSON.stringify({
      success: true,
      event: {
        slug,
        version,
        padding: slug === 'grande' ? 'x'.repeat(1024 * 1024) : '',
      },
    }),
  );
  const gzip = String(req.headers['accept-encoding'] ?? '').includes('gzip');
  return {
    status: 200,
    headers: {
      ...common,
      etag: `"v${version}-${slug}${gzip ? '-gz' : ''}"`,
      'cache-control':
        slug === 'privado' ? 'private, no-cache' : 'public, no-cache',
      ...(gzip && { 'content-encoding': 'gzip' }),
    },
    body: gzip ? gzipSync(json) : json,
  };
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString()));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * A stand-in api for the edge's mirror on an ephemeral port: the change stream of
 * `edgeKey` and its acks, the public event (counted) and anything else (recorded, 200).
 */
export async function startFakeEventApi(
  edgeKey: string,
): Promise<FakeEventApi> {
  const streams = new Set<ServerResponse>();
  const waitingForAck = new Map<number, (ack: RecordedAck) => void>();
  const waitingForStream: (() => void)[] = [];
  let held: { arrived: () => void; answers: (() => void)[] } | undefined;
  let sequence = 0;

  function openStream(res: ServerResponse) {
    streams.add(res);
    res.once('close', () => streams.delete(res));
    api.subscriberId = `subscriber-${api.subscriptionAttempts}`;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.write(`: keep-alive\n\nevent: ready\ndata: ${api.subscriberId}\n\n`);
    for (const resolve of waitingForStream.splice(0)) resolve();
  }

  async function receiveAck(req: IncomingMessage, res: ServerResponse) {
    const body = (await readJson(req)) as { subscriber: string; seq: number };
    const ack = {
      authorization: req.headers.authorization,
      subscriber: body.subscriber,
      seq: body.seq,
    };
    api.acks.push(ack);
    await api.onAck?.(ack);
    res.writeHead(204).end();
    waitingForAck.get(ack.seq)?.(ack);
  }

  function answerEvent(
    slug: string,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    if (slug === 'derrubado') {
      req.socket.destroy();
      return;
    }
    const answer = eventAnswer(slug, api.version, req);
    const send = () => {
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    };
    if (!held) return send();
    held.answers.push(send);
    held.arrived();
  }

  const server = createServer((req, res) => {
    const url = req.url ?? '';
    const recorded = { method: req.method ?? '', url, headers: req.headers };
    if (url.startsWith('/api/internal/public-event-changes')) {
      const isAck = url.endsWith('/ack');
      if (!isAck) api.subscriptionAttempts += 1;
      if (req.headers.authorization !== `Bearer ${edgeKey}`) {
        res.writeHead(401).end();
        return;
      }
      if (isAck) {
        void receiveAck(req, res);
        return;
      }
      if (api.refuseWith) {
        res.writeHead(api.refuseWith).end();
        return;
      }
      openStream(res);
      return;
    }
    const slug = eventPath.exec(url)?.[1];
    if (slug && req.method === 'GET') {
      api.eventRequests.push(recorded);
      answerEvent(slug, req, res);
      return;
    }
    api.otherRequests.push(recorded);
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ method: recorded.method, url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeEventApi = {
    url: `http://127.0.0.1:${port}`,
    eventRequests: [],
    otherRequests: [],
    acks: [],
    subscriptionAttempts: 0,
    version: 1,
    subscriberId: undefined,
    onAck: undefined,
    refuseWith: undefined,
    subscribed: () =>
      streams.size > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => waitingForStream.push(resolve)),
    sendChange(change) {
      sequence += 1;
      const seq = sequence;
      const acked = new Promise<RecordedAck>((resolve) =>
        waitingForAck.set(seq, resolve),
      );
      for (const stream of streams)
        stream.write(`event: change\nid: ${seq}\ndata: ${change}\n\n`);
      return acked;
    },
    dropStreams() {
      for (const stream of streams) stream.end();
    },
    openStreams: () => streams.size,
    holdEvents() {
      let arrived!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      const hold = { arrived, answers: [] as (() => void)[] };
      held = hold;
      return {
        arrived: () => arrival,
        release() {
          held = undefined;
          for (const send of hold.answers) send();
        },
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return api;
}

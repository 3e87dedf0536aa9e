import {
  createServer,
  get,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiProxy } from './api-proxy';

/*
 * The wall's server-sent events through the edge: each event reaches the browser when the api
 * writes it (nothing buffered), a quiet stream is never cut by the regular answers' body
 * timeout, and a browser that leaves ends the api's request.
 */

const REGULAR_BODY_TIMEOUT_MS = 200;
/** undici checks body timeouts on a coarse clock (about every half second): a pause well past it. */
const PAUSE_MS = 2_500;

interface Upstream {
  url: string;
  /** The open event-stream answers, oldest first. */
  streams: ServerResponse[];
  /** Resolves when the api's request of the nth stream (0-based) is closed. */
  closed: Array<Promise<void>>;
  close(): Promise<void>;
}

/** An api stand-in: `/api/stream` opens an event stream the test writes to; `/api/slow` pauses mid-body. */
async function startUpstream(): Promise<Upstream> {
  const streams: ServerResponse[] = [];
  const closed: Array<Promise<void>> = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api/stream') {
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-store',
      });
      res.write(': open\n\n');
      streams.push(res);
      closed.push(new Promise((resolve) => res.on('close', resolve)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first half, ');
    setTimeout(() => res.end('second half'), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    streams,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A client reading an answer chunk by chunk. */
interface Reader {
  response: IncomingMessage;
  /** Everything received so far. */
  text(): string;
  /** Resolves once the received text contains `expected`. */
  until(expected: string): Promise<void>;
  /** Resolves with how the answer ended: 'end' or 'aborted'. */
  ended: Promise<'end' | 'aborted'>;
}

function open(url: string, headers: Record<string, string>): Promise<Reader> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers }, (response) => {
      let received = '';
      const waiting = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        received += chunk;
        for (const check of waiting) check();
      });
      const ended = new Promise<'end' | 'aborted'>((done) => {
        response.on('end', () => done('end'));
        response.on('aborted', () => done('aborted'));
        response.on('error', () => done('aborted'));
      });
      resolve({
        response,
        text: () => received,
        ended,
        until: (expected) =>
          new Promise<void>((done) => {
            const check = () => {
              if (!received.includes(expected)) return;
              waiting.delete(check);
              done();
            };
            waiting.add(check);
            check();
          }),
      });
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('event streams through the edge', () => {
  let upstream: Upstream;
  let edge: FastifyInstance;
  let edgeUrl: string;
  const readers: Reader[] = [];

  beforeAll(async () => {
    upstream = await startUpstream();
    edge = Fastify();
    await edge.register(apiProxy, {
      apiUrl: upstream.url,
      trustProxy: false,
      bodyTimeoutMs: REGULAR_BODY_TIMEOUT_MS,
    });
    edgeUrl = await edge.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    for (const reader of readers) reader.response.destroy();
    await edge.close();
    await upstream.close();
  });

  const openStream = async () => {
    const reader = await open(`${edgeUrl}/api/stream`, {
      accept: 'text/event-stream',
    });
    readers.push(reader);
    return reader;
  };

  it('hands each event to the browser as the api writes it', async () => {
    const reader = await openStream();
    expect(reader.response.statusCode).toBe(200);
    expect(reader.response.headers['content-type']).toBe('text/event-stream');
    const stream = upstream.streams.at(-1);
    if (!stream) throw new Error('the api saw no stream');

    stream.write('id: 1\ndata: {"n":1}\n\n');
    await reader.until('data: {"n":1}');
    expect(reader.text()).not.toContain('"n":2');

    stream.write('id: 2\ndata: {"n":2}\n\n');
    await reader.until('data: {"n":2}');
    expect(reader.text()).toBe(
      ': open\n\nid: 1\ndata: {"n":1}\n\nid: 2\ndata: {"n":2}\n\n',
    );
  });

  it('keeps a quiet stream open past the body timeout that cuts a regular answer', async () => {
    const regular = await open(`${edgeUrl}/api/slow`, {});
    expect(await regular.ended).toBe('aborted');
    expect(regular.text()).not.toContain('second half');

    const reader = await openStream();
    const stream = upstream.streams.at(-1);
    if (!stream) throw new Error('the api saw no stream');
    await sleep(PAUSE_MS);
    stream.write('data: still here\n\n');
    await reader.until('data: still here');
  });

  it("ends the api's request when the browser leaves", async () => {
    const reader = await openStream();
    const index = upstream.streams.length - 1;
    await reader.until(': open');
    reader.response.destroy();
    await expect(upstream.closed[index]).resolves.toBeUndefined();
  });

  it('ends its open streams when it closes, so it can stop', async () => {
    const closing = Fastify();
    await closing.register(apiProxy, {
      apiUrl: upstream.url,
      trustProxy: false,
    });
    const url = await closing.listen({ port: 0, host: '127.0.0.1' });
    const reader = await open(`${url}/api/stream`, {
      accept: 'text/event-stream',
    });
    await reader.until(': open');
    await closing.close();
    await expect(reader.ended).resolves.toBeDefined();
  });
});

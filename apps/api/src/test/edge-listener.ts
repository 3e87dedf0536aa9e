import type { FastifyInstance } from 'fastify';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StreamEvent {
  event: string;
  id?: string;
  data: string;
}

export interface EdgeListener {
  subscriber: string;
  /** The next event on the stream; undefined once the api ended it. */
  next(): Promise<StreamEvent | undefined>;
  /** Acknowledges change `seq`; resolves with the answer's status. */
  ack(seq: string | number): Promise<number>;
  close(): void;
}

/** The base URL of `app` listening on a free loopback port. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Splits a server-sent event stream into events (comments dropped). */
async function* eventsOf(body: IncomingMessage): AsyncGenerator<StreamEvent> {
  let buffered = '';
  body.setEncoding('utf8');
  for await (const chunk of body) {
    buffered += chunk;
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(': ');
        fields.set(line.slice(0, colon), line.slice(colon + 2));
      }
      if (fields.size > 0)
        yield {
          event: fields.get('event') ?? 'message',
          id: fields.get('id'),
          data: fields.get('data') ?? '',
        };
    }
  }
}

/**
 * One request on a connection of its own, closed after the answer (a kept-alive one would
 * hold the api's close until its keep-alive timeout).
 */
function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request(url, { ...options, agent: false }, resolve)
      .on('error', reject)
      .end(options.body);
  });
}

/** What an edge does against the api at `baseUrl`: listens to the changes and acknowledges them. */
export async function listenAsEdge(
  baseUrl: string,
  key: string,
): Promise<EdgeListener> {
  const headers = { authorization: `Bearer ${key}` };
  const stream = await send(`${baseUrl}/api/internal/public-event-changes`, {
    method: 'GET',
    headers,
  });
  if (stream.statusCode !== 200)
    throw new Error(`the stream answered ${stream.statusCode}`);
  const events = eventsOf(stream);
  const next = async () => {
    try {
      const { value, done } = await events.next();
      return done ? undefined : value;
    } catch {
      return undefined;
    }
  };
  const ready = await next();
  if (ready?.event !== 'ready') throw new Error('the stream did not start');
  return {
    subscriber: ready.data,
    next,
    async ack(seq) {
      const answer = await send(
        `${baseUrl}/api/internal/public-event-changes/ack`,
        {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ subscriber: ready.data, seq: Number(seq) }),
        },
      );
      answer.resume();
      return answer.statusCode ?? 0;
    },
    close: () => stream.destroy(),
  };
}

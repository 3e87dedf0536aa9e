import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type {
  PublicEventChange,
  PublicEventChannel,
} from './public-event-channel';

/** How long a change waits for an edge's acknowledgement before that edge's stream is closed. */
const ACK_TIMEOUT_MS = 2_000;
/** A comment line keeps idle proxies and load balancers from closing the stream. */
const KEEP_ALIVE_MS = 15_000;

interface EdgeStream {
  response: ServerResponse;
  sequence: number;
  awaiting: Map<number, () => void>;
  keepAlive: NodeJS.Timeout;
}

export type EdgeStreams = ReturnType<typeof createEdgeStreams>;

/**
 * The edges that keep copies of the public event answers: each holds one server-sent event
 * stream, hears every change of the channel on it (`event: change`, `id: <seq>`,
 * `data: <eventId|all>`) and acknowledges it once its copies are dropped. The channel's
 * change is done only then, so a host's write answers after every edge forgot the old
 * version. An edge that does not acknowledge in time loses its stream (and with it, every
 * copy it kept); while the channel cannot hear every change, no edge keeps a stream.
 */
export function createEdgeStreams(
  channel: PublicEventChannel,
  options: { ackTimeoutMs?: number; keepAliveMs?: number } = {},
) {
  const ackTimeoutMs = options.ackTimeoutMs ?? ACK_TIMEOUT_MS;
  const keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;
  const streams = new Map<string, EdgeStream>();

  function end(id: string) {
    const stream = streams.get(id);
    if (!stream) return;
    streams.delete(id);
    clearInterval(stream.keepAlive);
    for (const done of stream.awaiting.values()) done();
    stream.awaiting.clear();
    stream.response.end();
  }

  function send(id: string, stream: EdgeStream, change: PublicEventChange) {
    stream.sequence += 1;
    const seq = stream.sequence;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => end(id), ackTimeoutMs);
      stream.awaiting.set(seq, () => {
        clearTimeout(timer);
        stream.awaiting.delete(seq);
        resolve();
      });
      stream.response.write(`event: change\nid: ${seq}\ndata: ${change}\n\n`);
    });
  }

  const unsubscribe = channel.subscribe((change) => {
    if (streams.size === 0) return;
    if (!channel.reliable()) {
      for (const id of [...streams.keys()]) end(id);
      return;
    }
    return Promise.all(
      [...streams].map(([id, stream]) => send(id, stream, change)),
    ).then(() => undefined);
  });

  return {
    /** Whether a new stream may open: the channel hears every change. */
    open: () => channel.reliable(),

    /** Starts the stream of an edge on `response` (its headers not sent yet). */
    attach(response: ServerResponse): void {
      const id = randomUUID();
      const stream: EdgeStream = {
        response,
        sequence: 0,
        awaiting: new Map(),
        keepAlive: setInterval(
          () => response.write(': keep-alive\n\n'),
          keepAliveMs,
        ),
      };
      streams.set(id, stream);
      response.once('close', () => end(id));
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      response.write(`event: ready\ndata: ${id}\n\n`);
    },

    /** The edge `subscriber` dropped its copies for change `seq`; false for an unknown stream. */
    acknowledge(subscriber: string, seq: number): boolean {
      const stream = streams.get(subscriber);
      if (!stream) return false;
      stream.awaiting.get(seq)?.();
      return true;
    },

    /** How many edges listen (tests). */
    size: () => streams.size,

    close(): void {
      unsubscribe();
      for (const id of [...streams.keys()]) end(id);
    },
  };
}

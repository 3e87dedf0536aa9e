import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { WallCursor } from './wall-cursor';
import type { WallHub } from './wall-hub';
import {
  type OpenWall,
  type WallDelivery,
  wallPositionAt,
  type WallService,
} from './wall.service';

/** A comment line this often keeps proxies from closing a quiet stream; each also re-checks the key. */
export const WALL_HEARTBEAT_MS = 20_000;

/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/** One server-sent event: `id:` (the cursor after it), then its data as one JSON line. */
const sseFrame = (delivery: WallDelivery): string =>
  `id: ${delivery.id}\ndata: ${JSON.stringify(delivery.event)}\n\n`;

export interface WallStreamOptions {
  reply: FastifyReply;
  wall: OpenWall;
  /** The slug and key it was opened with: checked again at each heartbeat. */
  slug: string;
  key: string;
  cursor: WallCursor;
  hub: WallHub;
  service: WallService;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}

/**
 * Sends a wall's stream: what is new since `cursor`, then each change the hub tells about
 * (read again from the database, so nothing is lost or sent twice), a heartbeat comment every
 * 20 s. Ends when the browser leaves, when the key no longer opens the wall, or on `close()`.
 */
export function sendWallStream(options: WallStreamOptions): {
  reply: FastifyReply;
  close: () => void;
  closed: Promise<void>;
} {
  const { reply, slug, key, hub, service, log } = options;
  let wall = options.wall;
  const position = wallPositionAt({ ...options.cursor });
  const stream = new PassThrough();
  let reading = false;
  let readAgain = false;
  let ended = false;

  /** Reads what is new and sends it; a call while reading makes one more read after it. */
  const pump = async (): Promise<void> => {
    if (ended) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        const deliveries = await service.readNew(wall, position);
        if (ended) return;
        for (const delivery of deliveries) stream.write(sseFrame(delivery));
      } while (readAgain && !ended);
    } catch (error) {
      // The next change or heartbeat reads again from the same position.
      log.warn({ err: error, eventId: wall.eventId }, 'wall read failed');
    } finally {
      reading = false;
    }
  };

  const heartbeat = async () => {
    stream.write(': ping\n\n');
    try {
      const current = await service.find(slug, key);
      if (!current || current.eventId !== wall.eventId) return close();
      wall = current;
    } catch (error) {
      log.warn({ err: error, eventId: wall.eventId }, 'wall check failed');
    }
    await pump();
  };

  const unsubscribe = hub.subscribe(wall.eventId, () => void pump());
  const timer = setInterval(
    () => void heartbeat(),
    options.heartbeatMs ?? WALL_HEARTBEAT_MS,
  );
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });

  function close() {
    if (ended) return;
    ended = true;
    clearInterval(timer);
    unsubscribe();
    stream.end();
    markClosed();
  }

  reply.raw.on('close', close);
  stream.write(`retry: ${RETRY_MS}\n\n`);
  void pump();
  return {
    close,
    closed,
    reply: reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // nginx in front: hand each event on at once.
      .header('x-accel-buffering', 'no')
      .send(stream),
  };
}

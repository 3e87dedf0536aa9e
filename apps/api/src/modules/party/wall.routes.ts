import { partyRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { perMinute } from '../../plugins/rate-limit';
import { parseWallCursor, wallCursorAt } from './wall-cursor';
import { createWallHub } from './wall-hub';
import { sendWallStream } from './wall-stream';
import { createWallService } from './wall.service';

/** Streams one address may open a minute (a wall reconnects after each network drop). */
export const WALL_STREAMS_PER_MINUTE = 30;
/** Slideshow reads one address may make a minute. */
export const WALL_RECENT_PER_MINUTE = 60;

/** The options of a wall, for tests: a short heartbeat. */
export interface WallRoutesOptions {
  heartbeatMs?: number;
}

/**
 * The wall ('Telão'), opened by the key the host set (not by the site's password: the key is
 * the access): GET /api/guests/party/:slug/wall (server-sent events) and …/wall/recent (the
 * slideshow). This instance listens once on `party_wall` and hands each change to the open
 * walls of its event.
 */
export async function wallRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'database'>,
  options: WallRoutesOptions = {},
): Promise<void> {
  const service = createWallService({ db: deps.db });
  const hub = createWallHub({ database: deps.database, log: app.log });
  await hub.start();
  const open = new Set<() => void>();
  // Before the server waits for its connections: the walls reconnect to another instance.
  app.addHook('preClose', () => {
    for (const close of open) close();
  });
  app.addHook('onClose', () => hub.stop());

  route(
    app,
    partyRoutes.wall,
    async (request, reply) => {
      const { slug } = request.params;
      const key = request.query.k ?? '';
      const wall = await service.open(slug, request.query.k);
      const cursor =
        parseWallCursor(request.headers['last-event-id']?.toString()) ??
        parseWallCursor(request.query.since) ??
        wallCursorAt(Date.now());
      const stream = sendWallStream({
        reply,
        wall,
        slug,
        key,
        cursor,
        hub,
        service,
        log: request.log,
        heartbeatMs: options.heartbeatMs,
      });
      open.add(stream.close);
      void stream.closed.then(() => open.delete(stream.close));
      return stream.reply;
    },
    { config: perMinute(WALL_STREAMS_PER_MINUTE), compress: false },
  );

  route(
    app,
    partyRoutes.wallRecent,
    (request) => service.recent(request.params.slug, request.query.k),
    { config: perMinute(WALL_RECENT_PER_MINUTE) },
  );
}

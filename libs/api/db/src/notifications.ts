import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

/** What a `Database.listen` subscriber is told. */
export interface NotificationHandlers {
  /** A notification on the channel (from this process or any other on the same database). */
  onMessage(payload: string): void;
  /**
   * PostgreSQL only: the listening connection failed; notifications sent until `onListening`
   * are lost. Called once per loss.
   */
  onLost?(): void;
  /** Listening (again): every notification committed from now on arrives. */
  onListening?(): void;
}

/**
 * The statement a listening connection runs (and, idle, shows as its last query in
 * pg_stat_activity: how the listeners of a channel can be counted).
 */
export function listenStatement(channel: string): string {
  return `LISTEN "${channel}"`;
}

/** Stops listening; resolves once the listening connection is closed. */
export type Unlisten = () => Promise<void>;

const CONNECT_TIMEOUT_MS = 5_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * LISTEN on PostgreSQL through a dedicated connection (a pooled one would be handed to other
 * queries), reconnecting with a growing pause after a failure. Resolves once listening, or
 * once the first attempt failed (a server down at start-up: `onLost`, then retries), so an
 * api can start while its database is away.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  let stopped = false;
  let client: Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pauseMs = RECONNECT_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let lost = false;
    const onFailure = () => {
      if (lost) return;
      lost = true;
      next.end().catch(() => undefined);
      if (stopped) return;
      handlers.onLost?.();
      retryTimer = setTimeout(
        () => void connect().catch(() => undefined),
        pauseMs,
      );
      pauseMs = Math.min(pauseMs * 2, RECONNECT_MAX_MS);
    };
    next.on('error', onFailure);
    next.on('end', onFailure);
    next.on('notification', (message) => {
      if (message.channel === channel)
        handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(listenStatement(channel));
    } catch {
      // Told through onLost; tried again after the pause.
      onFailure();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    pauseMs = RECONNECT_MIN_MS;
    handlers.onListening?.();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    await client?.end().catch(() => undefined);
  };
}

/** LISTEN on PGlite: one process holds the database, so the notifications are in-process. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  const unsubscribe = await client.listen(channel, (payload) =>
    handlers.onMessage(payload),
  );
  handlers.onListening?.();
  // A database already closed has dropped its listeners: UNLISTEN would throw.
  return async () => {
    if (!client.closed) await unsubscribe();
  };
}

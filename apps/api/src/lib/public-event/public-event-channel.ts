import { randomUUID } from 'node:crypto';
import type { Database, Unlisten } from '@celebra/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** The PostgreSQL channel every api instance on one database listens on. */
export const PUBLIC_EVENT_CHANNEL = 'celebra_public_event';

/** What changed: one event, or every event (a catalogue gift shown on many lists). */
export type PublicEventChange = number | 'all';

export type PublicEventChannel = ReturnType<typeof createPublicEventChannel>;

/**
 * "What a guest sees of an event changed": the one call every write of the public site's
 * content makes once its transaction committed (`changed(eventId)`, or `changedAll()`), in
 * whatever domain it lives. Subscribers of this instance hear it at once; the other api
 * instances on the same database hear it through PostgreSQL NOTIFY (on PGlite, the one process
 * holding the database hears it in-process). A subscriber also hears 'all' whenever
 * notifications may have been missed (the listening connection was lost) and `reliable()` is
 * false until listening again: caches must not be trusted meanwhile.
 */
export function createPublicEventChannel(deps: {
  database: Database;
  log: FastifyBaseLogger;
}) {
  const { database, log } = deps;
  const instanceId = randomUUID();
  const subscribers = new Set<(change: PublicEventChange) => void>();
  let listening = false;
  let unlisten: Unlisten | undefined;

  const tell = (change: PublicEventChange) => {
    for (const subscriber of subscribers) subscriber(change);
  };

  async function publish(change: PublicEventChange): Promise<void> {
    tell(change);
    try {
      await database.db.execute(
        sql`select pg_notify(${PUBLIC_EVENT_CHANNEL}, ${`${instanceId} ${change}`})`,
      );
    } catch (error) {
      // The write itself committed; the other instances' copies expire with their period.
      log.error({ err: error, change }, 'public event change not broadcast');
    }
  }

  return {
    /** Starts listening to the other instances (buildApp calls it once). */
    async start(): Promise<void> {
      unlisten = await database.listen(PUBLIC_EVENT_CHANNEL, {
        onMessage(payload) {
          const [sender, change] = payload.split(' ');
          if (sender === instanceId) return;
          if (change === 'all') tell('all');
          else if (/^\d+$/.test(change ?? '')) tell(Number(change));
        },
        onLost() {
          listening = false;
          log.warn('public event notifications lost; caches off until back');
          tell('all');
        },
        onListening() {
          listening = true;
          tell('all');
        },
      });
    },

    async stop(): Promise<void> {
      listening = false;
      await unlisten?.();
    },

    /** Whether every change made by any instance is heard (caches may be trusted). */
    reliable: () => listening,

    subscribe(subscriber: (change: PublicEventChange) => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /** Call after the commit of any write that changes what guests see of `eventId`. */
    changed: (eventId: number) => publish(eventId),

    /** Call after the commit of a write that may change what guests see of many events. */
    changedAll: () => publish('all'),
  };
}

import { randomUUID } from 'node:crypto';
import { type Database, listenStatement, type Unlisten } from '@celebra/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/** The PostgreSQL channel every api instance on one database listens on. */
export const PUBLIC_EVENT_CHANNEL = 'celebra_public_event';

/** What each instance's listening connection last ran (how the listeners are counted). */
const LISTEN_STATEMENT = listenStatement(PUBLIC_EVENT_CHANNEL);

/** How long a write waits for the other instances to drop their copies before answering. */
const ACK_TIMEOUT_MS = 2_000;

/** What changed: one event, or every event (a catalogue gift shown on many lists). */
export type PublicEventChange = number | 'all';

export type PublicEventChannel = ReturnType<typeof createPublicEventChannel>;

/**
 * Hears a change; a subscriber that keeps copies elsewhere (the edges) resolves once they are
 * dropped, and the change is acknowledged only then.
 */
export type PublicEventSubscriber = (
  change: PublicEventChange,
) => void | Promise<void>;

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
  ackTimeoutMs?: number;
}) {
  const { database, log } = deps;
  const ackTimeoutMs = deps.ackTimeoutMs ?? ACK_TIMEOUT_MS;
  const instanceId = randomUUID();
  const subscribers = new Set<PublicEventSubscriber>();
  let listening = false;
  let unlisten: Unlisten | undefined;
  let sequence = 0;
  /** Changes this instance sent, waiting for the other instances' acknowledgements. */
  const awaitingAcks = new Map<
    number,
    { ackers: Set<string>; expected: number; done: () => void }
  >();

  /** Tells every subscriber; resolves once the asynchronous ones are done. */
  const tell = (change: PublicEventChange): Promise<unknown> => {
    const pending: Promise<void>[] = [];
    for (const subscriber of subscribers) {
      const done = subscriber(change);
      if (done) pending.push(done);
    }
    return Promise.all(pending);
  };

  const notify = (payload: string) =>
    database.db.execute(
      sql`select pg_notify(${PUBLIC_EVENT_CHANNEL}, ${payload})`,
    );

  /** The other instances listening on this PostgreSQL database (0 when it cannot be told). */
  async function otherListeners(): Promise<number> {
    if (database.kind !== 'postgres') return 0;
    const { rows } = await database.db.execute<{ listeners: number }>(
      sql`select count(*)::int as listeners from pg_stat_activity
          where datname = current_database() and query = ${LISTEN_STATEMENT}`,
    );
    return Math.max(0, (rows[0]?.listeners ?? 0) - 1);
  }

  /**
   * Drops the local copies, tells the other instances and, on PostgreSQL, waits (at most
   * `ackTimeoutMs`) until each has dropped its own, as have the edges of every instance: the
   * writer answers after that, so the host's next request reads the change wherever it lands.
   */
  async function publish(change: PublicEventChange): Promise<void> {
    const toldHere = tell(change);
    sequence += 1;
    const seq = sequence;
    try {
      const expected = await otherListeners();
      const acknowledged = Promise.all([
        toldHere,
        expected === 0
          ? undefined
          : new Promise<void>((done) =>
              awaitingAcks.set(seq, { ackers: new Set(), expected, done }),
            ),
      ]);
      await notify(`change ${instanceId} ${seq} ${change}`);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), ackTimeoutMs);
      });
      const outcome = await Promise.race([acknowledged, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout')
        log.warn(
          {
            change,
            expected,
            acknowledged: awaitingAcks.get(seq)?.ackers.size,
          },
          'public event change not acknowledged by every instance in time',
        );
    } catch (error) {
      // The write itself committed; the other instances' copies expire with their period.
      log.error({ err: error, change }, 'public event change not broadcast');
    } finally {
      awaitingAcks.delete(seq);
    }
  }

  function onChange(sender: string, seq: string, change: string) {
    let told: Promise<unknown>;
    if (change === 'all') told = tell('all');
    else if (/^\d+$/.test(change)) told = tell(Number(change));
    else return;
    told
      .then(() => notify(`ack ${sender} ${seq} ${instanceId}`))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'public event change not acknowledged'),
      );
  }

  function onAck(seq: string, acker: string) {
    const waiting = awaitingAcks.get(Number(seq));
    if (!waiting) return;
    waiting.ackers.add(acker);
    if (waiting.ackers.size >= waiting.expected) waiting.done();
  }

  return {
    /** Starts listening to the other instances (buildApp calls it once). */
    async start(): Promise<void> {
      unlisten = await database.listen(PUBLIC_EVENT_CHANNEL, {
        onMessage(payload) {
          const [kind, sender, seq, subject] = payload.split(' ');
          if (!sender || !seq || !subject) return;
          if (kind === 'change' && sender !== instanceId)
            onChange(sender, seq, subject);
          else if (kind === 'ack' && sender === instanceId) onAck(seq, subject);
        },
        onLost() {
          listening = false;
          log.warn('public event notifications lost; caches off until back');
          void tell('all');
        },
        onListening() {
          listening = true;
          void tell('all');
        },
      });
    },

    async stop(): Promise<void> {
      listening = false;
      await unlisten?.();
    },

    /** Whether every change made by any instance is heard (caches may be trusted). */
    reliable: () => listening,

    subscribe(subscriber: PublicEventSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /** Call after the commit of any write that changes what guests see of `eventId`. */
    changed: (eventId: number) => publish(eventId),

    /** Call after the commit of a write that may change what guests see of many events. */
    changedAll: () => publish('all'),
  };
}

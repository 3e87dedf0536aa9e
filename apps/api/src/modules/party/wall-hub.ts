import type { Database, Unlisten } from '@celebra/db';
import type { FastifyBaseLogger } from 'fastify';
import { WALL_CHANNEL } from './wall-notify';

/** Told that something of its event's wall may have changed: it reads what is new. */
export type WallListener = () => void;

export type WallHub = ReturnType<typeof createWallHub>;

/**
 * The one LISTEN of this api instance on `party_wall` (payload: an event's id, sent by
 * `notifyWall` at the commit of any instance's change), handed to the open walls of that
 * event. After the listening connection was lost and is back, every wall reads again, so
 * nothing committed meanwhile is missed.
 */
export function createWallHub(deps: {
  database: Database;
  log: FastifyBaseLogger;
}) {
  const { database, log } = deps;
  const listeners = new Map<number, Set<WallListener>>();
  let unlisten: Unlisten | undefined;

  const tell = (eventListeners: Iterable<WallListener>) => {
    for (const listener of eventListeners) listener();
  };

  return {
    async start(): Promise<void> {
      unlisten = await database.listen(WALL_CHANNEL, {
        onMessage(payload) {
          const eventListeners = listeners.get(Number(payload));
          if (eventListeners) tell(eventListeners);
        },
        onLost() {
          log.warn('wall notifications lost; walls read again once back');
        },
        onListening() {
          for (const eventListeners of listeners.values()) tell(eventListeners);
        },
      });
    },

    async stop(): Promise<void> {
      await unlisten?.();
    },

    /** Hears the changes of one event's wall until the returned function is called. */
    subscribe(eventId: number, listener: WallListener): () => void {
      let eventListeners = listeners.get(eventId);
      if (!eventListeners) {
        eventListeners = new Set();
        listeners.set(eventId, eventListeners);
      }
      eventListeners.add(listener);
      return () => {
        eventListeners.delete(listener);
        if (
          eventListeners.size === 0 &&
          listeners.get(eventId) === eventListeners
        )
          listeners.delete(eventId);
      };
    },
  };
}

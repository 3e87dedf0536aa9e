import type { DbOrTx } from '@celebra/db';
import { sql } from 'drizzle-orm';

/** The channel every api instance's wall listens on; the payload is the event's id. */
export const WALL_CHANNEL = 'party_wall';

/**
 * Tells every wall of the event that something it shows changed (a media item approved, a
 * guest message sent). Call it inside the transaction of the change: PostgreSQL delivers the
 * notification at commit, and never for a rolled-back change.
 */
export async function notifyWall(tx: DbOrTx, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${WALL_CHANNEL}, ${String(eventId)})`);
}

import { type DbOrTx, events } from '@celebra/db';
import { eq } from 'drizzle-orm';

/**
 * Holds the event row until the transaction ends (`SELECT … FOR UPDATE`): writes of one event
 * that must not race (payout requests, uploads counted against a quota, page counts) run one
 * after the other, from any api instance.
 */
export async function lockEvent(tx: DbOrTx, eventId: number): Promise<void> {
  await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
}

import type { MessageSource } from '@celebra/contracts';
import {
  type DbOrTx,
  guestMessages,
  guestResponses,
  guests,
} from '@celebra/db';
import { and, eq, sql } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';
import { setOrderThanked } from '../money/received-gifts.repository';

/** Tables whose rows carry their own thanks mark (an order's is the received gift's). */
const thankedTables = {
  message: guestMessages,
  guest: guests,
  'guest-response': guestResponses,
};

/**
 * Marks (now, keeping an earlier mark) or clears the thanks of the event's message kept at
 * `source`/`id`; undefined when there is no such row. A gift's mark is its order's, the same
 * one 'Presentes Recebidos' shows.
 */
export function setMessageThanked(
  db: DbOrTx,
  eventId: number,
  source: MessageSource,
  id: number,
  thanked: boolean,
): Promise<{ thankedAt: Date | null } | undefined> {
  if (source === 'order') return setOrderThanked(db, eventId, id, thanked);
  const table = thankedTables[source];
  return firstRow(
    db
      .update(table)
      .set({
        thankedAt: thanked ? sql`coalesce(${table.thankedAt}, now())` : null,
      })
      .where(and(eq(table.eventId, eventId), eq(table.id, id)))
      .returning({ thankedAt: table.thankedAt }),
  );
}

import type { EventContentBody } from '@celebra/contracts';
import { type DbOrTx, events } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { ownerEventColumns } from '../events/owner-event.columns';

export async function findOwnerEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select(ownerEventColumns)
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function updateEventContent(
  db: DbOrTx,
  eventId: number,
  content: EventContentBody,
) {
  const [row] = await db
    .update(events)
    .set(content)
    .where(eq(events.id, eventId))
    .returning(ownerEventColumns);
  return row;
}

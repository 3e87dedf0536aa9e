import { type DbOrTx, events, users } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/** Who an event's money e-mails go to, and what the event is called. */
export function findEventHost(db: DbOrTx, eventId: number) {
  return firstRow(
    db
      .select({
        eventTitle: events.title,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.userId))
      .where(eq(events.id, eventId)),
  );
}

import { type DbOrTx, events, users } from '@celebra/db';
import { eq } from 'drizzle-orm';

/** Who an event's money e-mails go to, and what the event is called. */
export async function findEventHost(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      eventTitle: events.title,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(eq(events.id, eventId));
  return row;
}

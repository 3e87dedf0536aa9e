import {
  type DbOrTx,
  events,
  guestMessages,
  type NewGuestMessage,
} from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import { newestFirst, type PageSlice, pageOf } from '../../lib/paging';
import { firstRow } from '../../lib/rows';

/** One page, newest first, and how many messages the event has. */
export function listGuestMessages(
  db: DbOrTx,
  eventId: number,
  page: PageSlice,
) {
  const where = eq(guestMessages.eventId, eventId);
  return pageOf(
    db
      .select({
        id: guestMessages.id,
        firstName: guestMessages.firstName,
        lastName: guestMessages.lastName,
        email: guestMessages.email,
        message: guestMessages.message,
        createdAt: guestMessages.createdAt,
      })
      .from(guestMessages)
      .where(where)
      .orderBy(...newestFirst(guestMessages)),
    page,
    db.$count(guestMessages, where),
  );
}

export async function insertGuestMessage(
  db: DbOrTx,
  values: NewGuestMessage,
): Promise<void> {
  await db.insert(guestMessages).values(values);
}

export async function deleteGuestMessage(
  db: DbOrTx,
  eventId: number,
  messageId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(guestMessages)
    .where(
      and(eq(guestMessages.eventId, eventId), eq(guestMessages.id, messageId)),
    )
    .returning({ id: guestMessages.id });
  return deleted.length > 0;
}

/** The event's title, for the e-mails sent in its name. */
export async function findEventTitle(
  db: DbOrTx,
  eventId: number,
): Promise<string> {
  const row = await firstRow(
    db
      .select({ title: events.title })
      .from(events)
      .where(eq(events.id, eventId)),
  );
  return row?.title ?? '';
}

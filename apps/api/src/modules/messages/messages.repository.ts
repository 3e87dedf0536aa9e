import { type DbOrTx, guestMessages, type NewGuestMessage } from '@celebra/db';
import { and, desc, eq } from 'drizzle-orm';
import type { PageSlice } from '../../lib/paging';

/** One page, newest first, and how many messages the event has. */
export async function listGuestMessages(
  db: DbOrTx,
  eventId: number,
  page: PageSlice,
) {
  const where = eq(guestMessages.eventId, eventId);
  const [rows, total] = await Promise.all([
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
      .orderBy(desc(guestMessages.createdAt), desc(guestMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(guestMessages, where),
  ]);
  return { rows, total };
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

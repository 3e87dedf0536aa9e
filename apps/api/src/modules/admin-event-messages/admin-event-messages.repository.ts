import { type DbOrTx, guestMessages } from '@celebra/db';
import { and, desc, eq } from 'drizzle-orm';

export function listMessages(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: guestMessages.id,
      firstName: guestMessages.firstName,
      lastName: guestMessages.lastName,
      email: guestMessages.email,
      message: guestMessages.message,
      createdAt: guestMessages.createdAt,
    })
    .from(guestMessages)
    .where(eq(guestMessages.eventId, eventId))
    .orderBy(desc(guestMessages.createdAt), desc(guestMessages.id));
}

/** False when the message is not one of the event's. */
export async function deleteMessage(
  db: DbOrTx,
  eventId: number,
  messageId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(guestMessages)
    .where(
      and(eq(guestMessages.id, messageId), eq(guestMessages.eventId, eventId)),
    )
    .returning({ id: guestMessages.id });
  return deleted.length > 0;
}

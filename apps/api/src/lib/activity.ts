import type { EventActivityAction } from '@celebra/contracts';
import { type DbOrTx, eventActivities, users } from '@celebra/db';
import { sql } from 'drizzle-orm';

/**
 * Adds an entry to the event's activity list, inside the caller's transaction when there is
 * one: the action, how many (gifts added, people confirmed) and who did it, kept by name only
 * (their name at that moment). `actorId` null: the platform did it (the back office).
 */
export async function recordActivity(
  db: DbOrTx,
  entry: {
    eventId: number;
    actorId: number | null;
    action: EventActivityAction;
    quantity?: number;
  },
): Promise<void> {
  const { eventId, actorId, action } = entry;
  const quantity = entry.quantity ?? null;
  if (actorId === null) {
    await db
      .insert(eventActivities)
      .values({ eventId, actorName: '', action, quantity });
    return;
  }
  await db.execute(sql`
    insert into ${eventActivities} (event_id, actor_user_id, actor_name, action, quantity)
    select ${eventId}, ${users.id}, trim(${users.firstName} || ' ' || ${users.lastName}),
      ${action}, ${quantity}::integer
    from ${users} where ${users.id} = ${actorId}`);
}

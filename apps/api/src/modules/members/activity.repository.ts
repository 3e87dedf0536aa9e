import { type DbOrTx, eventActivities } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { newestFirst, type PageSlice, pageOf } from '../../lib/paging';

/** One page of the event's activity, newest first, and how many entries in all. */
export function listActivities(db: DbOrTx, eventId: number, page: PageSlice) {
  const where = eq(eventActivities.eventId, eventId);
  return pageOf(
    db
      .select({
        id: eventActivities.id,
        action: eventActivities.action,
        actorName: eventActivities.actorName,
        quantity: eventActivities.quantity,
        createdAt: eventActivities.createdAt,
      })
      .from(eventActivities)
      .where(where)
      .orderBy(...newestFirst(eventActivities)),
    page,
    db.$count(eventActivities, where),
  );
}

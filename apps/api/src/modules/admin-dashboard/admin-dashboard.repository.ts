import {
  type DbOrTx,
  eventCategories,
  events,
  eventTypes,
  gifts,
  payouts,
} from '@celebra/db';
import { and, count, eq } from 'drizzle-orm';

/** Gifts on offer: active, in an active category of an active event type. */
async function countActiveGifts(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(gifts)
    .innerJoin(eventCategories, eq(eventCategories.id, gifts.eventCategoryId))
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(
      and(
        eq(gifts.active, true),
        eq(eventCategories.active, true),
        eq(eventTypes.active, true),
      ),
    );
  return row.total;
}

/** Active events, gifts on offer and PENDING payouts. */
export async function countDashboardTotals(db: DbOrTx) {
  const [activeEvents, activeGifts, pendingPayouts] = await Promise.all([
    db.$count(events, eq(events.active, true)),
    countActiveGifts(db),
    db.$count(payouts, eq(payouts.status, 'PENDING')),
  ]);
  return { events: activeEvents, gifts: activeGifts, pendingPayouts };
}

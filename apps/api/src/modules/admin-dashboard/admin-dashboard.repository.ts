import { type DbOrTx, events, gifts, payouts } from '@celebra/db';
import { eq } from 'drizzle-orm';

/** Active events, active catalogue gifts and PENDING payouts. */
export async function countDashboardTotals(db: DbOrTx) {
  const [activeEvents, activeGifts, pendingPayouts] = await Promise.all([
    db.$count(events, eq(events.active, true)),
    db.$count(gifts, eq(gifts.active, true)),
    db.$count(payouts, eq(payouts.status, 'PENDING')),
  ]);
  return { events: activeEvents, gifts: activeGifts, pendingPayouts };
}

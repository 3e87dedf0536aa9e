import { type DbOrTx, events } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
import { computeEventBalances } from '../money/balances.service';
import { accountDataTexts as t } from './account-data-texts';

/**
 * Why the account cannot be closed now, naming the event: the first event it owns with money
 * still to transfer (an available balance) or a payout under way; null when none.
 */
export async function moneyHoldingClosure(
  db: DbOrTx,
  userId: number,
): Promise<string | null> {
  const owned = await db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.id));
  for (const event of owned) {
    const balances = await computeEventBalances(db, event.id);
    if (balances.totalPending > 0) return t.payoutHolds(event.title);
    if (balances.totalAvailable > 0) return t.balanceHolds(event.title);
  }
  return null;
}

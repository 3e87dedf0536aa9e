import type { DbOrTx } from '@celebra/db';
import { computeEventBalances } from '../money/balances.service';
import { accountDataTexts as t } from './account-data-texts';

/**
 * Why the account cannot be closed now, naming the event: the first of its `owned` events with
 * money still to transfer (an available balance) or a payout under way; null when none.
 */
export async function moneyHoldingClosure(
  db: DbOrTx,
  owned: { id: number; title: string }[],
): Promise<string | null> {
  for (const event of owned) {
    const balances = await computeEventBalances(db, event.id);
    if (balances.totalPending > 0) return t.payoutHolds(event.title);
    if (balances.totalAvailable > 0) return t.balanceHolds(event.title);
  }
  return null;
}

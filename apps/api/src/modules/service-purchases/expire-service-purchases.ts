import type { DbOrTx } from '@celebra/db';
import { expirePendingPurchases } from './service-purchases.repository';

/** Sweep: PENDING purchases past their expiry become EXPIRED (leaving the pending list). Answers how many. */
export function expireServicePurchases(
  db: DbOrTx,
  now: Date = new Date(),
): Promise<number> {
  return expirePendingPurchases(db, now);
}

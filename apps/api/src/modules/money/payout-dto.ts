import type { Payout } from '@celebra/contracts';
import type { PayoutRow } from './payouts.repository';

/** A payout row as the api answers it (dates in ISO). */
export const toPayoutDto = (row: PayoutRow): Payout => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  concludedAt: row.concludedAt?.toISOString() ?? null,
});

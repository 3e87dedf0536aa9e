import type { Payout } from '@celebra/contracts';
import type { PayoutRow } from './payouts.repository';

export function toPayoutDto(row: PayoutRow): Payout {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    concludedAt: row.concludedAt?.toISOString() ?? null,
  };
}

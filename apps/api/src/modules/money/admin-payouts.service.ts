import {
  type AdminPayoutDestinationResponse,
  type ListAdminPayoutsQuery,
  type ListAdminPayoutsResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { pageSlice } from '../../lib/paging';
import { listPayoutsByStatus } from './admin-payouts.repository';
import type { PayoutDestinationBox } from './payout-destination-box';
import { findPayoutSnapshot } from './payouts.repository';

export type AdminPayoutsService = ReturnType<typeof createAdminPayoutsService>;

/** The back office's views of payouts: the list by status and one payout's whole destination. */
export function createAdminPayoutsService(deps: {
  db: Db;
  box: PayoutDestinationBox;
}) {
  const { db, box } = deps;
  return {
    /** Payouts in a status (default PENDING), newest first, with event title and host name. */
    async payoutsByStatus(
      query: ListAdminPayoutsQuery,
    ): Promise<ListAdminPayoutsResponse> {
      const { rows, total } = await listPayoutsByStatus(
        db,
        query.status,
        pageSlice(query),
      );
      return {
        success: true,
        total,
        payouts: rows.map(({ destinationEncrypted, ...row }) => ({
          ...row,
          destinationKind: destinationEncrypted
            ? box.open(destinationEncrypted).kind
            : null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** The payout's destination as it was when asked for, whole, for the admin who pays. */
    async payoutDestination(
      id: number,
    ): Promise<AdminPayoutDestinationResponse> {
      const payout = await findPayoutSnapshot(db, id);
      if (!payout)
        throw new AppError('NOT_FOUND', apiTexts.server.payoutNotFound);
      if (!payout.destinationEncrypted)
        throw new AppError(
          'NOT_FOUND',
          apiTexts.server.payoutDestinationUnavailable,
        );
      return {
        success: true,
        destination: box.open(payout.destinationEncrypted),
      };
    },
  };
}

import {
  type AdminPayoutDestinationResponse,
  type ListAdminPayoutsQuery,
  type ListAdminPayoutsResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { pageSlice } from '../../lib/paging';
import { foldText } from '../../lib/text-search';
import { recordAdminDataView } from '../privacy/privacy-records.repository';
import { listPayoutsByStatus } from './admin-payouts.repository';
import type { PayoutDestinationBox } from './payout-destination-box';
import { findPayoutSnapshot } from './payouts.repository';

export type AdminPayoutsService = ReturnType<typeof createAdminPayoutsService>;

/** A name compared without case, accents or repeated spaces. */
const nameKey = (name: string) =>
  foldText(name).split(/\s+/).filter(Boolean).join(' ');

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
        payouts: rows.map(
          ({ destinationEncrypted, destinationChangedAt, ...row }) => {
            const destination = destinationEncrypted
              ? box.open(destinationEncrypted)
              : null;
            const host = `${row.user.firstName} ${row.user.lastName}`;
            return {
              ...row,
              destinationKind: destination?.kind ?? null,
              createdAt: row.createdAt.toISOString(),
              destinationChangedAt: destinationChangedAt?.toISOString() ?? null,
              holderIsNotHost:
                destination !== null &&
                nameKey(destination.holderName) !== nameKey(host),
            };
          },
        ),
      };
    },

    /**
     * The payout's destination as it was when asked for, whole, for the admin who pays; the
     * view is recorded (who, which event, when) for the back office's privacy list.
     */
    async payoutDestination(
      id: number,
      adminId: number,
    ): Promise<AdminPayoutDestinationResponse> {
      const payout = await findPayoutSnapshot(db, id);
      if (!payout)
        throw new AppError('NOT_FOUND', apiTexts.server.payoutNotFound);
      if (!payout.destinationEncrypted)
        throw new AppError(
          'NOT_FOUND',
          apiTexts.server.payoutDestinationUnavailable,
        );
      const destination = box.open(payout.destinationEncrypted);
      await recordAdminDataView(db, {
        adminId,
        eventId: payout.eventId,
        subject: 'payout_destination',
      });
      return { success: true, destination };
    },
  };
}

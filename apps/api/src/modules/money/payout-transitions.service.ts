import {
  adminTexts,
  messages,
  type PayoutTransitionResponse,
  transferIdProblem,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/outbox';
import type { PayoutDestinationBox } from './payout-destination-box';
import { toPayoutDto } from './payout-dto';
import { mailHostsOf } from './payout-mail-context';
import {
  payoutCancelledMail,
  payoutFailedMail,
  type PayoutMailLinks,
  payoutPaidMail,
} from './payout-mails';
import {
  closeUnpaid,
  findPayout,
  findPayoutSnapshot,
  markPaid,
} from './payouts.repository';

export type PayoutTransitionsService = ReturnType<
  typeof createPayoutTransitionsService
>;

/** Above the requested amount: the invalid-amount message, the precise reason on the field. */
const amountAboveRequested = () =>
  new AppError('VALIDATION', messages.validation.payoutAmountInvalid, {
    paidAmount: [adminTexts.server.payoutAmountAboveRequested],
  });

/**
 * What the back office does to a PENDING payout: conclude it (PAID), mark it FAILED or
 * CANCELLED; each tells the host by e-mail. Anything but a PENDING payout answers 409.
 */
export function createPayoutTransitionsService(deps: {
  db: Db;
  box: PayoutDestinationBox;
  links: PayoutMailLinks;
}) {
  const { db, box, links } = deps;

  /** Explains why a conditional transition did not apply: 404, 409 (not pending) or 400 (amount). */
  async function refusal(id: number): Promise<AppError> {
    const payout = await findPayout(db, id);
    if (!payout)
      return new AppError('NOT_FOUND', apiTexts.server.payoutNotFound);
    if (payout.status !== 'PENDING')
      return new AppError('CONFLICT', apiTexts.server.payoutNotPending);
    return amountAboveRequested();
  }

  return {
    /**
     * PENDING → PAID with the transferred amount (> 0, ≤ requested) and the transfer's id
     * (required, shaped as a Pix end-to-end id, when the payout went to a Pix key); tells the
     * host by e-mail.
     */
    async concludePayout(
      id: number,
      body: { paidAmount: number; transferId?: string },
      adminId: number,
    ): Promise<PayoutTransitionResponse> {
      const snapshot = await findPayoutSnapshot(db, id);
      if (!snapshot || snapshot.status !== 'PENDING') throw await refusal(id);
      if (body.paidAmount > snapshot.requestedAmount)
        throw amountAboveRequested();
      const kind = snapshot.destinationEncrypted
        ? box.open(snapshot.destinationEncrypted).kind
        : null;
      const problem = transferIdProblem(kind, body.transferId);
      if (problem) throw fieldError('VALIDATION', 'transferId', problem);
      const transferId = body.transferId?.trim() || null;
      const payout = await db.transaction(async (tx) => {
        const row = await markPaid(
          tx,
          id,
          body.paidAmount,
          transferId,
          adminId,
        );
        if (!row) return undefined;
        const paid = {
          paidAmount: body.paidAmount,
          destinationMasked: row.destinationMasked,
          transferId: row.transferId,
          concludedAt: row.concludedAt,
        };
        const hosts = await mailHostsOf(tx, row.eventId, 'money');
        await enqueueMail(
          tx,
          ...hosts.map((host) => payoutPaidMail(host, paid, links)),
        );
        return row;
      });
      if (!payout) throw await refusal(id);
      return {
        success: true,
        message: adminTexts.success.payoutConcluded,
        payout: toPayoutDto(payout),
      };
    },

    /**
     * PENDING → FAILED (with the reason the host reads) or CANCELLED: the requested amount is
     * available again; tells the host by e-mail.
     */
    async closePayout(
      id: number,
      close: { status: 'FAILED'; reason: string } | { status: 'CANCELLED' },
      adminId: number,
    ): Promise<PayoutTransitionResponse> {
      const { status } = close;
      const payout = await db.transaction(async (tx) => {
        const row = await closeUnpaid(
          tx,
          id,
          status,
          close.status === 'FAILED' ? close.reason : null,
          { adminId },
        );
        if (!row) return undefined;
        const hosts = await mailHostsOf(tx, row.eventId, 'money');
        await enqueueMail(
          tx,
          ...hosts.map((host) =>
            close.status === 'FAILED'
              ? payoutFailedMail(
                  host,
                  {
                    requestedAmount: row.requestedAmount,
                    destinationMasked: row.destinationMasked,
                    failureReason: close.reason,
                  },
                  links,
                )
              : payoutCancelledMail(host, row, links),
          ),
        );
        return row;
      });
      if (!payout) throw await refusal(id);
      return {
        success: true,
        message:
          status === 'FAILED'
            ? adminTexts.server.payoutFailed
            : adminTexts.server.payoutCancelled,
        payout: toPayoutDto(payout),
      };
    },
  };
}

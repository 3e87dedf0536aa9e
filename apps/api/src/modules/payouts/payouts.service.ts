import {
  type ListEventPayoutsResponse,
  messages,
  type PayoutTransitionResponse,
  type RequestPayoutResponse,
} from '@celebra/contracts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { computeEventBalances } from '../balances/balances';
import { toPayoutDto } from './payout.dto';
import {
  closeUnpaid,
  findPayout,
  hasPendingPayout,
  insertPendingPayout,
  listEventPayouts,
  lockEvent,
  markPaid,
} from './payouts.repository';

export type PayoutsService = ReturnType<typeof createPayoutsService>;

const alreadyPending = () =>
  new AppError('CONFLICT', messages.server.payoutAlreadyPending);

/** Above the requested amount: the spec's message, the precise reason on the field. */
const amountAboveRequested = () =>
  new AppError('VALIDATION', messages.validation.payoutAmountInvalid, {
    paidAmount: [messages.server.payoutAmountAboveRequested],
  });

export function createPayoutsService(deps: { db: Db }) {
  const { db } = deps;

  /** Explains why a conditional transition did not apply: 404, 409 (not pending) or 400 (amount). */
  async function refusal(id: number): Promise<AppError> {
    const payout = await findPayout(db, id);
    if (!payout)
      return new AppError('NOT_FOUND', messages.server.payoutNotFound);
    if (payout.status !== 'PENDING')
      return new AppError('CONFLICT', messages.server.payoutNotPending);
    return amountAboveRequested();
  }

  return {
    /**
     * Asks for the whole available balance. The event row is locked for the transaction, so
     * requests of one event (from any api instance) run one after the other; the partial unique
     * index payouts_one_pending_per_event is the last line of defence.
     */
    async request(eventId: number): Promise<RequestPayoutResponse> {
      try {
        const payout = await db.transaction(async (tx) => {
          await lockEvent(tx, eventId);
          if (await hasPendingPayout(tx, eventId)) throw alreadyPending();
          const { totalAvailable } = await computeEventBalances(tx, eventId);
          if (totalAvailable <= 0)
            throw new AppError('CONFLICT', messages.server.noBalanceAvailable);
          return insertPendingPayout(tx, eventId, totalAvailable);
        });
        return {
          success: true,
          message: messages.success.payoutRequested,
          payout: toPayoutDto(payout),
        };
      } catch (error) {
        if (isUniqueViolation(error, 'payouts_one_pending_per_event'))
          throw alreadyPending();
        throw error;
      }
    },

    async list(eventId: number): Promise<ListEventPayoutsResponse> {
      const rows = await listEventPayouts(db, eventId);
      return { success: true, payouts: rows.map(toPayoutDto) };
    },

    /** PENDING → PAID with the transferred amount (> 0, ≤ requested). */
    async conclude(
      id: number,
      paidAmount: number,
      adminId: number,
    ): Promise<PayoutTransitionResponse> {
      const payout = await markPaid(db, id, paidAmount, adminId);
      if (!payout) throw await refusal(id);
      return {
        success: true,
        message: messages.success.payoutConcluded,
        payout: toPayoutDto(payout),
      };
    },

    /** PENDING → FAILED or CANCELLED: the requested amount is available again. */
    async close(
      id: number,
      status: 'FAILED' | 'CANCELLED',
      adminId: number,
    ): Promise<PayoutTransitionResponse> {
      const payout = await closeUnpaid(db, id, status, adminId);
      if (!payout) throw await refusal(id);
      return {
        success: true,
        message:
          status === 'FAILED'
            ? messages.server.payoutFailed
            : messages.server.payoutCancelled,
        payout: toPayoutDto(payout),
      };
    },
  };
}

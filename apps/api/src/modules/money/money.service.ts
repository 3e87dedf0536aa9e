import {
  type EventBalances,
  type EventTransactionsResponse,
  type ListAdminPayoutsQuery,
  type ListAdminPayoutsResponse,
  type ListEventPayoutsResponse,
  type ListReceivedGiftsResponse,
  messages,
  type Payout,
  type PayoutTransitionResponse,
  type ReceivedGift,
  type RequestPayoutResponse,
} from '@celebra/contracts';
import { type Db, type DbOrTx, isUniqueViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  closeUnpaid,
  type EventMoneySums,
  findPayout,
  hasPendingPayout,
  insertPendingPayout,
  listEventPayouts,
  listOrderItems,
  listPayoutsByStatus,
  listReceivedOrders,
  lockEvent,
  markPaid,
  type PayoutRow,
  type ReceivedGiftsView,
  sumEventMoney,
} from './money.repository';

export type MoneyService = ReturnType<typeof createMoneyService>;

/** available = received − transferred − pending, never below 0. */
export function balancesFromSums(sums: EventMoneySums): EventBalances {
  return {
    totalReceived: sums.received,
    totalTransferred: sums.transferred,
    totalPending: sums.pending,
    totalAvailable: Math.max(
      0,
      sums.received - sums.transferred - sums.pending,
    ),
  };
}

/**
 * The balances of an event, read from its orders and payouts (nothing is stored). Pass the
 * transaction when the answer decides a write (a payout request locks the event first).
 */
export async function computeEventBalances(
  db: DbOrTx,
  eventId: number,
): Promise<EventBalances> {
  return balancesFromSums(await sumEventMoney(db, eventId));
}

/** The event's orders as the host or the back office sees them, newest first, with their items. */
async function listReceivedGifts(
  db: DbOrTx,
  eventId: number,
  view: ReceivedGiftsView,
): Promise<ReceivedGift[]> {
  const orderRows = await listReceivedOrders(db, eventId, view);
  const itemRows = await listOrderItems(
    db,
    orderRows.map((order) => order.id),
  );
  const itemsByOrder = new Map<number, typeof itemRows>();
  for (const item of itemRows)
    itemsByOrder.set(item.orderId, [
      ...(itemsByOrder.get(item.orderId) ?? []),
      item,
    ]);
  return orderRows.map((order) => ({
    ...order,
    createdAt: order.createdAt.toISOString(),
    items: (itemsByOrder.get(order.id) ?? []).map((item) => ({
      id: item.id,
      giftName: item.giftName,
      quantity: item.quantity,
      gift: { imageUrl: item.imageUrl },
    })),
  }));
}

const toPayoutDto = (row: PayoutRow): Payout => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  concludedAt: row.concludedAt?.toISOString() ?? null,
});

const alreadyPending = () =>
  new AppError('CONFLICT', messages.server.payoutAlreadyPending);

/** Above the requested amount: the invalid-amount message, the precise reason on the field. */
const amountAboveRequested = () =>
  new AppError('VALIDATION', messages.validation.payoutAmountInvalid, {
    paidAmount: [messages.server.payoutAmountAboveRequested],
  });

/** An event's money: received gifts, balances and payouts. */
export function createMoneyService(deps: { db: Db }) {
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
    /** The host sees APPROVED orders only; the back office every order but CANCELLED ones. */
    async receivedGifts(
      eventId: number,
      view: ReceivedGiftsView,
    ): Promise<ListReceivedGiftsResponse> {
      return {
        success: true,
        receivedGifts: await listReceivedGifts(db, eventId, view),
      };
    },

    /** The four balances, computed from the orders and payouts. */
    async transactions(eventId: number): Promise<EventTransactionsResponse> {
      return { success: true, ...(await computeEventBalances(db, eventId)) };
    },

    /**
     * Asks for the whole available balance. The event row is locked for the transaction, so
     * requests of one event (from any api instance) run one after the other; the partial unique
     * index payouts_one_pending_per_event is the last line of defence.
     */
    async requestPayout(eventId: number): Promise<RequestPayoutResponse> {
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

    async eventPayouts(eventId: number): Promise<ListEventPayoutsResponse> {
      const rows = await listEventPayouts(db, eventId);
      return { success: true, payouts: rows.map(toPayoutDto) };
    },

    /** Payouts in a status (default PENDING), newest first, with event title and host name. */
    async payoutsByStatus(
      query: ListAdminPayoutsQuery,
    ): Promise<ListAdminPayoutsResponse> {
      const rows = await listPayoutsByStatus(db, query.status);
      return {
        success: true,
        payouts: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** PENDING → PAID with the transferred amount (> 0, ≤ requested). */
    async concludePayout(
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
    async closePayout(
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

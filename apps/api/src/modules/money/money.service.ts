import {
  type AdminPayoutDestinationResponse,
  type EventBalances,
  type EventTransactionsResponse,
  type ListAdminPayoutsQuery,
  type ListAdminPayoutsResponse,
  type ListEventPayoutsResponse,
  type ListReceivedGiftsResponse,
  maskPayoutDestination,
  messages,
  type Payout,
  type PayoutDestinationInput,
  type PayoutDestinationResponse,
  type PayoutDestinationView,
  type PayoutDestinationWhole,
  payoutDestinationWholeSchema,
  type PayoutTransitionResponse,
  type ReceivedGift,
  type ReceivedGiftThankedResponse,
  RECEIVED_GIFTS_CHART_DAYS,
  type ReceivedGiftsDailyResponse,
  receivedGiftsCsvFilename,
  type RequestPayoutResponse,
  type SavePayoutDestinationResponse,
  transferIdProblem,
  wholePayoutDestination,
} from '@celebra/contracts';
import { type Db, type DbOrTx, isUniqueViolation } from '@celebra/db';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';
import { createSecretBox } from '../../lib/secret-box';
import { enqueueMail } from '../../mail/outbox';
import { appOrigin } from '../../payments/public-origin';
import {
  closeUnpaid,
  countApprovedOrdersByDay,
  countReceivedOrders,
  type EventMoneySums,
  findDestination,
  findEventHost,
  findPayout,
  findPayoutSnapshot,
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
  saveDestination,
  setOrderThanked,
  sumEventMoney,
} from './money.repository';
import {
  destinationChangedMail,
  type PayoutMailHost,
  type PayoutMailLinks,
  payoutCancelledMail,
  payoutFailedMail,
  payoutPaidMail,
  payoutRequestedAdminMail,
  payoutRequestedMail,
} from './payout-mails';
import { receivedGiftsToCsv } from './received-gifts-csv';
import { type PageSlice, pageSlice } from '../../lib/paging';

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
  page?: PageSlice,
): Promise<ReceivedGift[]> {
  const orderRows = await listReceivedOrders(db, eventId, view, page);
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
    thankedAt: order.thankedAt?.toISOString() ?? null,
    items: (itemsByOrder.get(order.id) ?? []).map((item) => ({
      id: item.id,
      giftName: item.giftName,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      kind: item.kind,
      shareCount: item.shareCount,
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

const destinationMissing = () =>
  new AppError('CONFLICT', messages.server.payoutDestinationMissing);

/** An event's money: received gifts, balances, the payout destination and payouts. */
export function createMoneyService(deps: {
  db: Db;
  config: Pick<
    Config,
    | 'PAYOUT_ENCRYPTION_KEY'
    | 'ADMIN_EMAIL'
    | 'PUBLIC_PROTOCOL'
    | 'PUBLIC_BASE_DOMAIN'
  >;
}) {
  const { db, config } = deps;
  const box = createSecretBox(config.PAYOUT_ENCRYPTION_KEY);
  const links: PayoutMailLinks = {
    hostMoneyUrl: `${appOrigin(config, 'users')}/gifts-received`,
    adminPayoutsUrl: `${appOrigin(config, 'admin')}/payouts`,
  };

  function seal(destination: PayoutDestinationInput) {
    return {
      encrypted: box.seal(JSON.stringify(destination)),
      masked: maskPayoutDestination(destination),
    };
  }

  function open(encrypted: string): PayoutDestinationWhole {
    return payoutDestinationWholeSchema.parse(
      wholePayoutDestination(JSON.parse(box.open(encrypted))),
    );
  }

  async function hostOf(tx: DbOrTx, eventId: number): Promise<PayoutMailHost> {
    const host = await findEventHost(tx, eventId);
    if (!host) throw new AppError('NOT_FOUND', messages.server.eventNotFound);
    return host;
  }

  function destinationView(row: {
    kind: 'PIX' | 'BANK';
    encrypted: string;
    masked: string;
    updatedAt: Date;
  }): PayoutDestinationView {
    return {
      kind: row.kind,
      masked: row.masked,
      holderName: open(row.encrypted).holderName,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

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
      query: { page: number; limit: number },
    ): Promise<ListReceivedGiftsResponse> {
      const [receivedGifts, total] = await Promise.all([
        listReceivedGifts(db, eventId, view, pageSlice(query)),
        countReceivedOrders(db, eventId, view),
      ]);
      return { success: true, receivedGifts, total };
    },

    /** The host's chart: approved orders per São Paulo day over the last two weeks. */
    async receivedGiftsDaily(
      eventId: number,
    ): Promise<ReceivedGiftsDailyResponse> {
      return {
        success: true,
        days: await countApprovedOrdersByDay(
          db,
          eventId,
          RECEIVED_GIFTS_CHART_DAYS,
        ),
      };
    },

    /**
     * Marks or clears the thanks of an APPROVED order of the event; anything else is 404
     * 'Pedido não encontrado.'.
     */
    async setThanked(
      eventId: number,
      orderId: number,
      thanked: boolean,
    ): Promise<ReceivedGiftThankedResponse> {
      const row = await setOrderThanked(db, eventId, orderId, thanked);
      if (!row) throw new AppError('NOT_FOUND', messages.server.orderNotFound);
      return {
        success: true,
        message: messages.server.giftThanksSaved,
        thankedAt: row.thankedAt?.toISOString() ?? null,
      };
    },

    /** The host's received gifts (APPROVED orders) as a CSV file for Excel pt-BR. */
    async receivedGiftsCsv(event: { id: number; slug: string }) {
      return {
        filename: receivedGiftsCsvFilename(event.slug),
        csv: receivedGiftsToCsv(await listReceivedGifts(db, event.id, 'host')),
      };
    },

    /** The event's destination as the host sees it (masked), or null. */
    async destination(eventId: number): Promise<PayoutDestinationResponse> {
      const row = await findDestination(db, eventId);
      return { success: true, destination: row ? destinationView(row) : null };
    },

    /**
     * Creates or replaces the event's destination (encrypted), records the change and tells
     * the host by e-mail, in one transaction.
     */
    async saveDestination(
      eventId: number,
      input: PayoutDestinationInput,
    ): Promise<SavePayoutDestinationResponse> {
      const sealed = seal(input);
      const saved = await db.transaction(async (tx) => {
        const host = await hostOf(tx, eventId);
        const row = await saveDestination(tx, eventId, input.kind, sealed);
        await enqueueMail(
          tx,
          destinationChangedMail(
            host,
            { masked: sealed.masked, changedAt: row.updatedAt },
            links,
          ),
        );
        return row;
      });
      return {
        success: true,
        message: messages.server.payoutDestinationSaved,
        destination: {
          kind: input.kind,
          masked: sealed.masked,
          holderName: input.holderName,
          updatedAt: saved.updatedAt.toISOString(),
        },
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
          const destination = await findDestination(tx, eventId);
          if (!destination) throw destinationMissing();
          const { totalAvailable } = await computeEventBalances(tx, eventId);
          if (totalAvailable <= 0)
            throw new AppError('CONFLICT', messages.server.noBalanceAvailable);
          const row = await insertPendingPayout(tx, eventId, totalAvailable, {
            encrypted: destination.encrypted,
            masked: destination.masked,
          });
          const host = await hostOf(tx, eventId);
          await enqueueMail(
            tx,
            payoutRequestedMail(host, row, links),
            payoutRequestedAdminMail(config.ADMIN_EMAIL, host, row, links),
          );
          return row;
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
            ? open(destinationEncrypted).kind
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
        throw new AppError('NOT_FOUND', messages.server.payoutNotFound);
      if (!payout.destinationEncrypted)
        throw new AppError(
          'NOT_FOUND',
          messages.server.payoutDestinationUnavailable,
        );
      return {
        success: true,
        destination: open(payout.destinationEncrypted),
      };
    },

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
        ? open(snapshot.destinationEncrypted).kind
        : null;
      const problem = transferIdProblem(kind, body.transferId);
      if (problem)
        throw new AppError('VALIDATION', problem, { transferId: [problem] });
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
        await enqueueMail(
          tx,
          payoutPaidMail(
            await hostOf(tx, row.eventId),
            {
              paidAmount: body.paidAmount,
              destinationMasked: row.destinationMasked,
              transferId: row.transferId,
              concludedAt: row.concludedAt,
            },
            links,
          ),
        );
        return row;
      });
      if (!payout) throw await refusal(id);
      return {
        success: true,
        message: messages.success.payoutConcluded,
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
          adminId,
        );
        if (!row) return undefined;
        const host = await hostOf(tx, row.eventId);
        await enqueueMail(
          tx,
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
        );
        return row;
      });
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

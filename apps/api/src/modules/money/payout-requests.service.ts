import {
  type CancelPayoutRequestResponse,
  hostTexts,
  type ListEventPayoutsResponse,
  type RequestPayoutResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, isUniqueViolation } from '@celebra/db';
import { formatDateTime } from '@celebra/format';
import { AppError } from '../../errors/app-error';
import { recordActivity } from '../../lib/activity';
import { lockEvent } from '../../lib/event-lock';
import { enqueueMail } from '../../mail/outbox';
import { computeEventBalances } from './balances.service';
import { toPayoutDto } from './payout-dto';
import { payoutsFromOf } from './payout-destination-hold';
import { findDestination } from './payout-destination.repository';
import { mailHostsOf } from './payout-mail-context';
import {
  payoutCancelledMail,
  type PayoutMailLinks,
  payoutRequestedAdminMail,
  payoutRequestedMail,
} from './payout-mails';
import {
  closeUnpaid,
  findPayout,
  hasPendingPayout,
  insertPendingPayout,
  listEventPayouts,
} from './payouts.repository';

export type PayoutRequestsService = ReturnType<
  typeof createPayoutRequestsService
>;

const alreadyPending = () =>
  new AppError('CONFLICT', apiTexts.server.payoutAlreadyPending);

const destinationMissing = () =>
  new AppError('CONFLICT', hostTexts.server.payoutDestinationMissing);

/**
 * The host's payout requests: asking for the available balance, cancelling it while PENDING,
 * and the event's payouts.
 */
export function createPayoutRequestsService(deps: {
  db: Db;
  links: PayoutMailLinks;
  /** Who is told of each request. */
  adminEmail: string;
  /** Hours without payouts after the destination is replaced. */
  holdHours: number;
}) {
  const { db, links, adminEmail, holdHours } = deps;
  return {
    /**
     * Asks for the whole available balance. The event row is locked for the transaction, so
     * requests of one event (from any api instance) run one after the other; the partial unique
     * index payouts_one_pending_per_event is the last line of defence.
     */
    async requestPayout(
      eventId: number,
      actorId: number,
    ): Promise<RequestPayoutResponse> {
      try {
        const payout = await db.transaction(async (tx) => {
          await lockEvent(tx, eventId);
          if (await hasPendingPayout(tx, eventId)) throw alreadyPending();
          const destination = await findDestination(tx, eventId);
          if (!destination) throw destinationMissing();
          const payoutsFrom = payoutsFromOf(destination, holdHours);
          if (payoutsFrom)
            throw new AppError(
              'CONFLICT',
              hostTexts.server.payoutDestinationOnHold(
                formatDateTime(payoutsFrom),
              ),
            );
          const { totalAvailable } = await computeEventBalances(tx, eventId);
          if (totalAvailable <= 0)
            throw new AppError('CONFLICT', apiTexts.server.noBalanceAvailable);
          const row = await insertPendingPayout(tx, eventId, totalAvailable, {
            encrypted: destination.encrypted,
            masked: destination.masked,
          });
          // Every member is told: a payout asked by someone else must not go unnoticed.
          const hosts = await mailHostsOf(tx, eventId, 'all');
          await enqueueMail(
            tx,
            ...hosts.map((host) => payoutRequestedMail(host, row, links)),
            payoutRequestedAdminMail(adminEmail, hosts[0], row, links),
          );
          await recordActivity(tx, {
            eventId,
            actorId,
            action: 'payout_requested',
          });
          return row;
        });
        return {
          success: true,
          message: hostTexts.success.payoutRequested,
          payout: toPayoutDto(payout),
        };
      } catch (error) {
        if (isUniqueViolation(error, 'payouts_one_pending_per_event'))
          throw alreadyPending();
        throw error;
      }
    },

    /**
     * PENDING → CANCELLED by the owner (a payout they did not ask for, or asked by mistake):
     * the amount is available again and the members who see the money are told, as when the
     * back office cancels. 404 for a payout of another event, 409 once it is no longer PENDING.
     */
    async cancelPayout(
      eventId: number,
      payoutId: number,
      actorId: number,
    ): Promise<CancelPayoutRequestResponse> {
      const payout = await db.transaction(async (tx) => {
        const row = await closeUnpaid(tx, payoutId, 'CANCELLED', null, {
          eventId,
        });
        if (!row) return undefined;
        const hosts = await mailHostsOf(tx, eventId, 'money');
        await enqueueMail(
          tx,
          ...hosts.map((host) => payoutCancelledMail(host, row, links)),
        );
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'payout_cancelled',
        });
        return row;
      });
      if (!payout) {
        const existing = await findPayout(db, payoutId);
        if (existing?.eventId !== eventId)
          throw new AppError('NOT_FOUND', apiTexts.server.payoutNotFound);
        throw new AppError('CONFLICT', apiTexts.server.payoutNotPending);
      }
      return {
        success: true,
        message: hostTexts.success.payoutCancelled,
        payout: toPayoutDto(payout),
      };
    },

    async eventPayouts(eventId: number): Promise<ListEventPayoutsResponse> {
      const rows = await listEventPayouts(db, eventId);
      return { success: true, payouts: rows.map(toPayoutDto) };
    },
  };
}

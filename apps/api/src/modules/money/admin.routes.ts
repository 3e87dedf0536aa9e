import { moneyRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { currentAdmin } from '../../plugins/auth';
import type { MoneyServices } from './money-services';

/**
 * The back office's money: an event's received gifts and balances (404 for an unknown event),
 * the payouts in a status, and the payout transitions. Only a PENDING payout moves; anything
 * else answers 409.
 */
export function moneyAdminRoutes(
  app: FastifyInstance,
  services: MoneyServices,
): void {
  const { balances, receivedGifts, adminPayouts, payoutTransitions } = services;

  route(app, moneyRoutes.adminReceivedGifts, (request) =>
    receivedGifts.receivedGifts(request.params.id, 'admin', request.query),
  );
  route(app, moneyRoutes.adminTransactions, (request) =>
    balances.transactions(request.params.id),
  );
  route(app, moneyRoutes.adminPayouts, (request) =>
    adminPayouts.payoutsByStatus(request.query),
  );
  route(app, moneyRoutes.adminPayoutDestination, (request) =>
    adminPayouts.payoutDestination(
      request.params.id,
      currentAdmin(request).adminId,
    ),
  );
  route(app, moneyRoutes.adminConcludePayout, (request) =>
    payoutTransitions.concludePayout(
      request.params.id,
      request.body,
      currentAdmin(request).adminId,
    ),
  );
  route(app, moneyRoutes.adminFailPayout, (request) =>
    payoutTransitions.closePayout(
      request.params.id,
      { status: 'FAILED', reason: request.body.reason },
      currentAdmin(request).adminId,
    ),
  );
  route(app, moneyRoutes.adminCancelPayout, (request) =>
    payoutTransitions.closePayout(
      request.params.id,
      { status: 'CANCELLED' },
      currentAdmin(request).adminId,
    ),
  );
}

import { moneyRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { csvDownloadHeaders } from '../../lib/csv';
import { currentUser } from '../../plugins/auth';
import { currentEvent } from '../../plugins/event-access';
import type { MoneyServices } from './money-services';

/**
 * The host's money of one of their events: received gifts (with their thanks mark and CSV),
 * balances, the payout destination and payout requests: /api/users/events/{eventId}/….
 */
export function moneyHostRoutes(
  app: FastifyInstance,
  services: MoneyServices,
): void {
  const { balances, moneyTerms, receivedGifts, destination, payoutRequests } =
    services;

  route(app, moneyRoutes.receivedGifts, (request) =>
    receivedGifts.receivedGifts(
      currentEvent(request).id,
      'host',
      request.query,
    ),
  );
  route(app, moneyRoutes.receivedGiftsDaily, (request) =>
    receivedGifts.receivedGiftsDaily(currentEvent(request).id),
  );
  route(app, moneyRoutes.receivedGiftsCsv, async (request, reply) => {
    const { filename, csv } = await receivedGifts.receivedGiftsCsv(
      currentEvent(request),
    );
    return reply.headers(csvDownloadHeaders(filename)).send(csv);
  });
  route(app, moneyRoutes.setThanked, (request) =>
    receivedGifts.setThanked(
      currentEvent(request).id,
      request.params.orderId,
      request.body.thanked,
    ),
  );
  route(app, moneyRoutes.payoutDestination, (request) =>
    destination.destination(currentEvent(request).id),
  );
  route(app, moneyRoutes.savePayoutDestination, (request) =>
    destination.saveDestination(
      currentEvent(request).id,
      currentUser(request).userId,
      request.body,
    ),
  );
  route(app, moneyRoutes.moneyTerms, (request) =>
    moneyTerms.moneyTerms(currentEvent(request).id),
  );
  route(app, moneyRoutes.transactions, (request) =>
    balances.transactions(currentEvent(request).id),
  );
  route(app, moneyRoutes.requestPayout, async (request, reply) =>
    reply
      .status(201)
      .send(
        await payoutRequests.requestPayout(
          currentEvent(request).id,
          currentUser(request).userId,
        ),
      ),
  );
  route(app, moneyRoutes.cancelPayoutRequest, (request) =>
    payoutRequests.cancelPayout(
      currentEvent(request).id,
      request.params.payoutId,
      currentUser(request).userId,
    ),
  );
  route(app, moneyRoutes.payoutRequests, (request) =>
    payoutRequests.eventPayouts(currentEvent(request).id),
  );
}

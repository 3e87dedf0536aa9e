import { z } from 'zod';
import { adminEventParamsSchema } from '../events/admin-events.schema';
import { defineRoute } from '../http/route-contract';
import {
  listAdminPayoutsQuerySchema,
  listAdminPayoutsResponseSchema,
} from './admin-payouts.schema';
import {
  hostEventMoneyParamsSchema,
  hostPayoutParamsSchema,
  receivedGiftParamsSchema,
  receivedGiftThankedBodySchema,
  receivedGiftThankedResponseSchema,
} from './host-money.schema';
import {
  eventTransactionsResponseSchema,
  listReceivedGiftsQuerySchema,
  listReceivedGiftsResponseSchema,
  receivedGiftsDailyResponseSchema,
} from './money.schema';
import { moneyTermsResponseSchema } from './money-terms.schema';
import {
  adminPayoutDestinationResponseSchema,
  payoutDestinationInputSchema,
  payoutDestinationResponseSchema,
  savePayoutDestinationResponseSchema,
} from './payout-destination.schema';
import {
  cancelPayoutRequestResponseSchema,
  concludePayoutBodySchema,
  failPayoutBodySchema,
  listEventPayoutsResponseSchema,
  payoutParamsSchema,
  payoutTransitionResponseSchema,
  requestPayoutResponseSchema,
} from './payouts.schema';

const hostTags = ['users'];
const adminEventTags = ['admin: events'];
const payoutTags = ['admin: payouts'];

/**
 * An event's money: received gifts (their thanks mark and CSV), balances, the payout
 * destination and payout requests (host), an event's received gifts and balances, the payouts
 * list and their transitions (back office). Only a PENDING payout moves; anything else answers
 * 409.
 */
export const moneyRoutes = {
  receivedGifts: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/received-gifts',
    access: 'host',
    event: 'money',
    tags: hostTags,
    summary: 'Gifts received (approved orders), newest first',
    params: hostEventMoneyParamsSchema,
    query: listReceivedGiftsQuerySchema,
    response: listReceivedGiftsResponseSchema,
  }),
  receivedGiftsDaily: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/received-gifts/daily',
    access: 'host',
    event: 'money',
    tags: hostTags,
    summary: 'Gifts received (approved orders) per day, last 14 days',
    params: hostEventMoneyParamsSchema,
    response: receivedGiftsDailyResponseSchema,
  }),
  receivedGiftsCsv: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/received-gifts.csv',
    access: 'host',
    event: 'money',
    tags: hostTags,
    summary:
      'Gifts received as CSV for Excel pt-BR (UTF-8 with BOM, ";" separators)',
    params: hostEventMoneyParamsSchema,
    produces: ['text/csv'],
    response: z.string().describe('text/csv; charset=utf-8'),
  }),
  setThanked: defineRoute({
    method: 'PUT',
    path: '/api/users/events/:eventId/received-gifts/:orderId/thanked',
    access: 'host',
    event: 'money',
    tags: hostTags,
    summary: 'Mark or clear the thanks of a received gift',
    params: receivedGiftParamsSchema,
    body: receivedGiftThankedBodySchema,
    response: receivedGiftThankedResponseSchema,
  }),
  moneyTerms: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/money-terms',
    access: 'host',
    event: 'view',
    tags: hostTags,
    summary:
      'Money terms: the platform fee, who pays it and how many business days a payout takes',
    params: hostEventMoneyParamsSchema,
    response: moneyTermsResponseSchema,
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/transactions',
    access: 'host',
    event: 'money',
    tags: hostTags,
    summary: 'Balances: received, transferred, pending and available',
    params: hostEventMoneyParamsSchema,
    response: eventTransactionsResponseSchema,
  }),
  payoutDestination: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/payout-destination',
    access: 'host',
    event: 'payouts',
    tags: hostTags,
    summary: 'Where payouts go (masked), or null',
    params: hostEventMoneyParamsSchema,
    response: payoutDestinationResponseSchema,
  }),
  savePayoutDestination: defineRoute({
    method: 'PUT',
    path: '/api/users/events/:eventId/payout-destination',
    access: 'host',
    event: 'payouts',
    reauthenticate: true,
    tags: hostTags,
    summary:
      'Set where payouts go: a Pix key or a bank account (stored encrypted; the host is told by e-mail)',
    params: hostEventMoneyParamsSchema,
    body: payoutDestinationInputSchema,
    response: savePayoutDestinationResponseSchema,
  }),
  requestPayout: defineRoute({
    method: 'POST',
    path: '/api/users/events/:eventId/payout-requests',
    access: 'host',
    event: 'payouts',
    reauthenticate: true,
    tags: hostTags,
    summary: 'Request a payout of the whole available balance',
    params: hostEventMoneyParamsSchema,
    status: 201,
    response: requestPayoutResponseSchema,
    errors: [409],
  }),
  cancelPayoutRequest: defineRoute({
    method: 'DELETE',
    path: '/api/users/events/:eventId/payout-requests/:payoutId',
    access: 'host',
    event: 'payouts',
    tags: hostTags,
    summary:
      'Cancel a PENDING payout request (the amount is available again; owner and co-hosts are told)',
    params: hostPayoutParamsSchema,
    response: cancelPayoutRequestResponseSchema,
    errors: [404, 409],
  }),
  payoutRequests: defineRoute({
    method: 'GET',
    path: '/api/users/events/:eventId/payout-requests',
    access: 'host',
    event: 'payouts',
    tags: hostTags,
    summary: "The event's payouts, newest first",
    params: hostEventMoneyParamsSchema,
    response: listEventPayoutsResponseSchema,
  }),

  adminReceivedGifts: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/received-gifts',
    access: 'admin',
    event: 'money',
    tags: adminEventTags,
    summary: "The event's orders except cancelled ones, newest first",
    params: adminEventParamsSchema,
    query: listReceivedGiftsQuerySchema,
    response: listReceivedGiftsResponseSchema,
  }),
  adminTransactions: defineRoute({
    method: 'GET',
    path: '/api/admin/events/:id/transactions',
    access: 'admin',
    event: 'money',
    tags: adminEventTags,
    summary: 'Balances: received, transferred, pending and available',
    params: adminEventParamsSchema,
    response: eventTransactionsResponseSchema,
  }),
  adminPayouts: defineRoute({
    method: 'GET',
    path: '/api/admin/payouts',
    access: 'admin',
    tags: payoutTags,
    summary: 'Payout requests in a status (default PENDING), newest first',
    query: listAdminPayoutsQuerySchema,
    response: listAdminPayoutsResponseSchema,
  }),
  adminPayoutDestination: defineRoute({
    method: 'GET',
    path: '/api/admin/payouts/:id/destination',
    access: 'admin',
    tags: payoutTags,
    summary:
      "The payout's destination as it was when requested, whole, for the admin who pays",
    params: payoutParamsSchema,
    response: adminPayoutDestinationResponseSchema,
  }),
  adminConcludePayout: defineRoute({
    method: 'PUT',
    path: '/api/admin/payouts/:id/conclude',
    access: 'admin',
    tags: payoutTags,
    summary:
      "Conclude a pending payout with the amount transferred and the transfer's id",
    params: payoutParamsSchema,
    body: concludePayoutBodySchema,
    response: payoutTransitionResponseSchema,
    errors: [409],
  }),
  adminFailPayout: defineRoute({
    method: 'PUT',
    path: '/api/admin/payouts/:id/fail',
    access: 'admin',
    tags: payoutTags,
    summary:
      'Mark a pending payout as failed, with the reason (the amount is available again)',
    params: payoutParamsSchema,
    body: failPayoutBodySchema,
    response: payoutTransitionResponseSchema,
    errors: [409],
  }),
  adminCancelPayout: defineRoute({
    method: 'PUT',
    path: '/api/admin/payouts/:id/cancel',
    access: 'admin',
    tags: payoutTags,
    summary: 'Cancel a pending payout (the amount is available again)',
    params: payoutParamsSchema,
    response: payoutTransitionResponseSchema,
    errors: [409],
  }),
};

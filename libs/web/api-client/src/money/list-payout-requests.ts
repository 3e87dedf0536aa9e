import { listEventPayoutsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `GET /users/events/{eventId}/payout-requests`: the event's payouts, newest first, with the
 * masked destination, the transfer id once paid and the reason once failed.
 */
export const listPayoutRequests = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/payout-requests`,
    mode: 'users',
    schema: listEventPayoutsResponseSchema,
  });

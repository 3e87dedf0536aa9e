import { payoutDestinationResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{eventId}/payout-destination`: where payouts go, masked; null until set. */
export const getPayoutDestination = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/payout-destination`,
    mode: 'users',
    schema: payoutDestinationResponseSchema,
  });

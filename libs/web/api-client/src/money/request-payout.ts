import { requestPayoutResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `POST /users/events/{eventId}/payout-requests`: asks for the whole available balance; show
 * `message` as the confirmation. 409 when one is pending or nothing is available.
 */
export const requestPayout = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/users/events/${eventId}/payout-requests`,
    mode: 'users',
    body: {},
    schema: requestPayoutResponseSchema,
  });

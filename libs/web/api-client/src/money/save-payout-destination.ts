import {
  type PayoutDestinationFormInput,
  savePayoutDestinationResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `PUT /users/events/{eventId}/payout-destination`: a Pix key or a bank account, with its
 * holder; answers the masked view. 400 with the field's message when a field is invalid.
 */
export const savePayoutDestination = (
  eventId: number | string,
  body: PayoutDestinationFormInput,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/users/events/${eventId}/payout-destination`,
    mode: 'users',
    body,
    schema: savePayoutDestinationResponseSchema,
  });

import { receivedGiftThankedResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `PUT /users/events/{eventId}/received-gifts/{orderId}/thanked`: marks (or unmarks) a received
 * gift as thanked; answers when (null once unmarked). 404 for an order that is not an approved
 * one of the event.
 */
export const setReceivedGiftThanked = (
  eventId: number | string,
  orderId: number | string,
  thanked: boolean,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/users/events/${eventId}/received-gifts/${orderId}/thanked`,
    mode: 'users',
    body: { thanked },
    schema: receivedGiftThankedResponseSchema,
  });

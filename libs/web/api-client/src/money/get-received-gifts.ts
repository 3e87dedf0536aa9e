import { listReceivedGiftsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{eventId}/received-gifts`: the paid (APPROVED) orders, newest first; a blank guestName shows as 'Anônimo'. */
export const getReceivedGifts = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/received-gifts`,
    mode: 'users',
    schema: listReceivedGiftsResponseSchema,
  });

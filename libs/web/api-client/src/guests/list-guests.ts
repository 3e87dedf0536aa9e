import { listGuestsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/guests/{eventId}`: the event's guest list, by name. */
export const listGuests = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/guests/${eventId}`,
    mode: 'users',
    schema: listGuestsResponseSchema,
  });

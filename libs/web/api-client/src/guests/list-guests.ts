import {
  type ListGuestsQueryInput,
  listGuestsResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/guests/{eventId}?page=&limit=`: one page of the event's guest list, by name. */
export const listGuests = (
  eventId: number | string,
  query: ListGuestsQueryInput = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/guests/${eventId}`,
    mode: 'users',
    query: { ...query },
    schema: listGuestsResponseSchema,
  });

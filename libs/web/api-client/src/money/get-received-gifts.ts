import {
  type ListReceivedGiftsQueryInput,
  listReceivedGiftsResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{eventId}/received-gifts?page=`: one page of the paid (APPROVED) orders, newest first; a blank guestName shows as 'Anônimo'. */
export const getReceivedGifts = (
  eventId: number | string,
  query: ListReceivedGiftsQueryInput = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/received-gifts`,
    mode: 'users',
    query: { ...query },
    schema: listReceivedGiftsResponseSchema,
  });

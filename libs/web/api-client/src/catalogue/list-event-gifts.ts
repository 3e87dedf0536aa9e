import { getEventGiftsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/gifts/{eventId}`: the gift list and the gift suggestions. */
export const listEventGifts = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/gifts/${eventId}`,
    mode: 'users',
    schema: getEventGiftsResponseSchema,
  });

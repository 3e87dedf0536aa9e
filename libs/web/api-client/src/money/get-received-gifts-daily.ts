import { receivedGiftsDailyResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{eventId}/received-gifts/daily`: approved orders per day, last 14 days. */
export const getReceivedGiftsDaily = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/received-gifts/daily`,
    mode: 'users',
    schema: receivedGiftsDailyResponseSchema,
  });

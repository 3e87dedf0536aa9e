import { getOwnerEventResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/event/{eventId}`: the host's event (texts, colour, images). */
export const getOwnerEvent = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/event/${eventId}`,
    mode: 'users',
    schema: getOwnerEventResponseSchema,
  });

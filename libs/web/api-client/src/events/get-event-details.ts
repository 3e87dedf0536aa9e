import { getEventDetailsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/event-details/{eventId}`: date, times and place or transmission (null when never filled). */
export const getEventDetails = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/event-details/${eventId}`,
    mode: 'users',
    schema: getEventDetailsResponseSchema,
  });

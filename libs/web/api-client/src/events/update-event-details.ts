import {
  type EventDetailsBody,
  updateEventDetailsResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `PUT /users/event-details/{eventId}` (the form names the date `date`): 'Informações atualizadas.' */
export const updateEventDetails = (
  eventId: number | string,
  body: EventDetailsBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/users/event-details/${eventId}`,
    mode: 'users',
    body,
    schema: updateEventDetailsResponseSchema,
  });

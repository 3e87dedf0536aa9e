import {
  type EventContentBody,
  updateEventContentResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `PUT /users/event/{eventId}` ('Cores e Textos'): 'Informações atualizadas.' and the event. */
export const updateEventContent = (
  eventId: number | string,
  body: EventContentBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/users/event/${eventId}`,
    mode: 'users',
    body,
    schema: updateEventContentResponseSchema,
  });

import {
  type EventSettingsBody,
  updateEventSettingsResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `PUT /users/event/{eventId}/settings`: 'Configurações do evento salvas com sucesso.'.
 * 409 when the slug is taken or a password is set without the Senha service.
 */
export const updateEventSettings = (
  eventId: number | string,
  body: EventSettingsBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/users/event/${eventId}/settings`,
    mode: 'users',
    body,
    schema: updateEventSettingsResponseSchema,
  });

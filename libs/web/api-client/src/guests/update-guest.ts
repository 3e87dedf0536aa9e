import {
  type SaveGuestBody,
  saveGuestResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `PUT /users/guests/{eventId}/{guestId}`: 'Convidado atualizado com sucesso.' */
export const updateGuest = (
  eventId: number | string,
  guestId: number | string,
  body: SaveGuestBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/users/guests/${eventId}/${guestId}`,
    mode: 'users',
    body,
    schema: saveGuestResponseSchema,
  });

import {
  type SaveGuestBody,
  saveGuestResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/guests/{eventId}`: 'Convidado adicionado com sucesso.'; 409 when the e-mail is already listed. */
export const createGuest = (
  eventId: number | string,
  body: SaveGuestBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/users/guests/${eventId}`,
    mode: 'users',
    body,
    schema: saveGuestResponseSchema,
  });

import { deleteGuestResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `DELETE /users/guests/{eventId}/{guestId}`: 'Convidado removido com sucesso.' */
export const deleteGuest = (
  eventId: number | string,
  guestId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/users/guests/${eventId}/${guestId}`,
    mode: 'users',
    schema: deleteGuestResponseSchema,
  });

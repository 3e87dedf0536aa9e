import { deleteGuestMessageResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `DELETE /users/messages/{eventId}/{messageId}`: 'Recado removido com sucesso.' */
export const deleteGuestMessage = (
  eventId: number | string,
  messageId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/users/messages/${eventId}/${messageId}`,
    mode: 'users',
    schema: deleteGuestMessageResponseSchema,
  });

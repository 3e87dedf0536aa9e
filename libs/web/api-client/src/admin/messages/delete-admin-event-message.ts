import { deleteGuestMessageResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `DELETE /admin/events/{id}/messages/{messageId}`: 'Recado removido com sucesso.' */
export const deleteAdminEventMessage = (
  eventId: number | string,
  messageId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/admin/events/${eventId}/messages/${messageId}`,
    mode: 'admin',
    schema: deleteGuestMessageResponseSchema,
  });

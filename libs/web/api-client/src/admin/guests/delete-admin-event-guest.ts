import { deleteAdminGuestResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `DELETE /admin/events/{id}/guests/{guestId}`: 'Convidado removido com sucesso.' */
export const deleteAdminEventGuest = (
  eventId: number | string,
  guestId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/admin/events/${eventId}/guests/${guestId}`,
    mode: 'admin',
    schema: deleteAdminGuestResponseSchema,
  });

import {
  type AdminGuestBodyInput,
  saveAdminGuestResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `PUT /admin/events/{id}/guests/{guestId}`: 'Convidado atualizado com sucesso.' */
export const updateAdminEventGuest = (
  eventId: number | string,
  guestId: number | string,
  body: AdminGuestBodyInput,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/events/${eventId}/guests/${guestId}`,
    mode: 'admin',
    body,
    schema: saveAdminGuestResponseSchema,
  });

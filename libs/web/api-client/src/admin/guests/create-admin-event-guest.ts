import {
  type AdminGuestBodyInput,
  saveAdminGuestResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `POST /admin/events/{id}/guests`: 'Convidado adicionado com sucesso.'; 409 when the e-mail is listed. */
export const createAdminEventGuest = (
  eventId: number | string,
  body: AdminGuestBodyInput,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/admin/events/${eventId}/guests`,
    mode: 'admin',
    body,
    schema: saveAdminGuestResponseSchema,
  });

import { listAdminGuestsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/guests`: in confirmation order. */
export const listAdminEventGuests = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/guests`,
    mode: 'admin',
    schema: listAdminGuestsResponseSchema,
  });

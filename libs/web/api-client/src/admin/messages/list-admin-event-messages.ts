import { listGuestMessagesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/messages`: newest first. */
export const listAdminEventMessages = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/messages`,
    mode: 'admin',
    schema: listGuestMessagesResponseSchema,
  });

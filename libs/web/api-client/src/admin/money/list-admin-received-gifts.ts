import { listReceivedGiftsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/received-gifts`: every order but the cancelled ones, newest first. */
export const listAdminReceivedGifts = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/received-gifts`,
    mode: 'admin',
    schema: listReceivedGiftsResponseSchema,
  });

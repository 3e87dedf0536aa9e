import {
  type ListGuestMessagesQueryInput,
  listGuestMessagesResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/messages`: one page, newest first. */
export const listAdminEventMessages = (
  eventId: number | string,
  query: ListGuestMessagesQueryInput = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/messages`,
    mode: 'admin',
    query: { ...query },
    schema: listGuestMessagesResponseSchema,
  });

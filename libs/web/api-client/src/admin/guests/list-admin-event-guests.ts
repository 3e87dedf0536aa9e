import {
  type ListAdminGuestsQueryInput,
  listAdminGuestsResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/guests?page=`: one page, in confirmation order. */
export const listAdminEventGuests = (
  eventId: number | string,
  query: ListAdminGuestsQueryInput = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/guests`,
    mode: 'admin',
    query: { ...query },
    schema: listAdminGuestsResponseSchema,
  });

import {
  type ListReceivedGiftsQueryInput,
  listReceivedGiftsResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/received-gifts?page=`: one page of every order but the cancelled ones, newest first. */
export const listAdminReceivedGifts = (
  eventId: number | string,
  query: ListReceivedGiftsQueryInput = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/received-gifts`,
    mode: 'admin',
    query: { ...query },
    schema: listReceivedGiftsResponseSchema,
  });

import {
  type ListGuestMessagesQueryInput,
  listGuestMessagesResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/messages/{eventId}`: one page of the messages left on the site, newest first. */
export const listGuestMessages = (
  eventId: number | string,
  query: ListGuestMessagesQueryInput = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/messages/${eventId}`,
    mode: 'users',
    query: { ...query },
    schema: listGuestMessagesResponseSchema,
  });

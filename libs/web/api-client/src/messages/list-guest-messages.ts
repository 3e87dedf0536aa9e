import { listGuestMessagesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/messages/{eventId}`: messages left on the site, newest first. */
export const listGuestMessages = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/messages/${eventId}`,
    mode: 'users',
    schema: listGuestMessagesResponseSchema,
  });

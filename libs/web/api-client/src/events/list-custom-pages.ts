import { listCustomPagesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{eventId}/pages`: the pages, `enabled` (Página service) and `limit`. */
export const listCustomPages = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/pages`,
    mode: 'users',
    schema: listCustomPagesResponseSchema,
  });

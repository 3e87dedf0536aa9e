import { removeCustomPageResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `DELETE /users/events/{eventId}/pages/{pageId}`: 'Página removida.' and the pages left. */
export const removeCustomPage = (
  eventId: number | string,
  pageId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/users/events/${eventId}/pages/${pageId}`,
    mode: 'users',
    schema: removeCustomPageResponseSchema,
  });

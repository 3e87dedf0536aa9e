import { listEventTypesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/event-types` (public): active event types for the wizard. */
export const listEventTypes = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/users/event-types',
    mode: 'none',
    schema: listEventTypesResponseSchema,
  });

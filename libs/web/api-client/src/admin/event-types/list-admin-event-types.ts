import { adminEventTypesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/event-types`: every event type, inactive ones included. */
export const listAdminEventTypes = (client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: '/admin/event-types',
    mode: 'admin',
    schema: adminEventTypesResponseSchema,
  });

import { listAdminUserEventsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/user-events/{id}`: the user's events for the popup, newest first. */
export const listAdminUserEvents = (
  userId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/user-events/${userId}`,
    mode: 'admin',
    schema: listAdminUserEventsResponseSchema,
  });

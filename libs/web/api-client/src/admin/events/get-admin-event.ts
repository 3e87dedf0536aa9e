import { getAdminEventResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}`: the event with its details and owner. */
export const getAdminEvent = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}`,
    mode: 'admin',
    schema: getAdminEventResponseSchema,
  });

import { listDefaultServicesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/services/default`: the free packages (service types; edit at /service-types/{id}). */
export const listAdminDefaultServices = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/services/default`,
    mode: 'admin',
    schema: listDefaultServicesResponseSchema,
  });

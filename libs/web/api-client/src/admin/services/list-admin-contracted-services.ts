import { listContractedServicesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/services/contracted`. */
export const listAdminContractedServices = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/services/contracted`,
    mode: 'admin',
    schema: listContractedServicesResponseSchema,
  });

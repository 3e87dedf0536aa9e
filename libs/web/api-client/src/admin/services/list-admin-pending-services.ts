import { listPendingServicesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/services/pending-payments`: purchases whose payment link is still open. */
export const listAdminPendingServices = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/services/pending-payments`,
    mode: 'admin',
    schema: listPendingServicesResponseSchema,
  });

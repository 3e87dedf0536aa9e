import { listEventServicesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{id}/services`: packages grouped as default, turbo and contracted. */
export const listEventServices = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/services`,
    mode: 'users',
    schema: listEventServicesResponseSchema,
  });

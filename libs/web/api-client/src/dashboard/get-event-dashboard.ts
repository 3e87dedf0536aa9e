import { eventDashboardResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{eventId}/dashboard`: confirmed people, gifts received, messages. */
export const getEventDashboard = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/dashboard`,
    mode: 'users',
    schema: eventDashboardResponseSchema,
  });

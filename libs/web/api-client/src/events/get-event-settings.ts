import { getEventSettingsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/event/{eventId}/settings`: toggles, slug, hasPassword, guestPaysFee. */
export const getEventSettings = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/event/${eventId}/settings`,
    mode: 'users',
    schema: getEventSettingsResponseSchema,
  });

import { getGalleryResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/event-gallery/{eventId}`: the gallery items and the quota (used / limit per type). */
export const getGallery = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/event-gallery/${eventId}`,
    mode: 'users',
    schema: getGalleryResponseSchema,
  });

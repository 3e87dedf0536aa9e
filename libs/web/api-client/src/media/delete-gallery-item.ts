import { deleteGalleryItemResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `DELETE /users/event-gallery/{eventId}/{itemId}`: 'Mídia removida.' with the gallery and quota. */
export const deleteGalleryItem = (
  eventId: number | string,
  itemId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/users/event-gallery/${eventId}/${itemId}`,
    mode: 'users',
    schema: deleteGalleryItemResponseSchema,
  });

import {
  getGiftCatalogueResponseSchema,
  type GiftCatalogueQuery,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/gifts/{eventId}/catalogue?event_category_id=`: catalogue gifts to add, flagged `onList`. */
export const getGiftCatalogue = (
  eventId: number | string,
  query: GiftCatalogueQuery = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/gifts/${eventId}/catalogue`,
    mode: 'users',
    query: { event_category_id: query.event_category_id },
    schema: getGiftCatalogueResponseSchema,
  });

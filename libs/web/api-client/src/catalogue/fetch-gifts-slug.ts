import {
  fetchGiftsSlugResponseSchema,
  type FetchGiftsSlugQuery,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `GET /users/fetch-gifts-slug?event_category_id=&slug=` (public): the category's gifts and
 * whether the slug can be used (`slug_available`, with the message to show when not).
 */
export const fetchGiftsSlug = (
  query: FetchGiftsSlugQuery,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/users/fetch-gifts-slug',
    mode: 'none',
    query,
    schema: fetchGiftsSlugResponseSchema,
  });

import {
  type SlugAvailabilityQuery,
  slugAvailabilityResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `GET /users/slug-availability?slug=` (public): whether a new event can take the slug; the
 * registration wizard asks it as the host types.
 */
export const getSlugAvailability = (
  query: SlugAvailabilityQuery,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/users/slug-availability',
    mode: 'none',
    query,
    schema: slugAvailabilityResponseSchema,
  });

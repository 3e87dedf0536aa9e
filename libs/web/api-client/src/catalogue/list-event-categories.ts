import {
  listEventCategoriesResponseSchema,
  type ListEventCategoriesQuery,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/event-categories?event_type_id=` (public). */
export const listEventCategories = (
  query: ListEventCategoriesQuery,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/users/event-categories',
    mode: 'none',
    query: { event_type_id: query.event_type_id },
    schema: listEventCategoriesResponseSchema,
  });

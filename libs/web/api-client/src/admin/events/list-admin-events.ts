import {
  listAdminEventsResponseSchema,
  type ListAdminEventsQuery,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `GET /admin/events?page&limit&id&title&slug&active&dateFilterType&startDate&endDate`:
 * newest first, with `totalPages`. Blank filters are left out.
 */
export const listAdminEvents = (
  query: Partial<ListAdminEventsQuery> = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/admin/events',
    mode: 'admin',
    query: { ...query },
    schema: listAdminEventsResponseSchema,
  });

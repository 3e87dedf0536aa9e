import {
  listAdminUsersResponseSchema,
  type ListAdminUsersQuery,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/users?name&email&phoneNumber&page&limit`: newest first, with the total of matches. */
export const listAdminUsers = (
  query: Partial<ListAdminUsersQuery> = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/admin/users',
    mode: 'admin',
    query: { ...query },
    schema: listAdminUsersResponseSchema,
  });

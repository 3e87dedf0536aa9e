import {
  listAdminPayoutsResponseSchema,
  type ListAdminPayoutsQueryInput,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/payouts?status=`: upper-case status, default PENDING on the server; newest first. */
export const listAdminPayouts = (
  query: ListAdminPayoutsQueryInput = {},
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/admin/payouts',
    mode: 'admin',
    query: { ...query },
    schema: listAdminPayoutsResponseSchema,
  });

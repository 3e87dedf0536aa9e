import { adminPayoutDestinationResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `GET /admin/payouts/{id}/destination`: where the payout goes, whole (the snapshot taken when
 * the host asked); 404 for an unknown payout or one older than payout destinations.
 */
export const getAdminPayoutDestination = (
  payoutId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/payouts/${payoutId}/destination`,
    mode: 'admin',
    schema: adminPayoutDestinationResponseSchema,
  });

import {
  type FailPayoutBody,
  payoutTransitionResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `PUT /admin/payouts/{id}/fail` with the reason (3–500 characters, e-mailed to the host): the
 * transfer failed and the amount is available to the host again.
 */
export const failAdminPayout = (
  payoutId: number | string,
  body: FailPayoutBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/payouts/${payoutId}/fail`,
    mode: 'admin',
    body,
    schema: payoutTransitionResponseSchema,
  });

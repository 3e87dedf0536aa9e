import {
  type ConcludePayoutBody,
  payoutTransitionResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/**
 * `PUT /admin/payouts/{id}/conclude` with the amount transferred (centavos, > 0 and ≤ requested)
 * and the transfer's id (required, as a Pix end-to-end id, for a Pix destination); 400 with the
 * field's message, 409 when no longer pending.
 */
export const concludeAdminPayout = (
  payoutId: number | string,
  body: ConcludePayoutBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/payouts/${payoutId}/conclude`,
    mode: 'admin',
    body,
    schema: payoutTransitionResponseSchema,
  });

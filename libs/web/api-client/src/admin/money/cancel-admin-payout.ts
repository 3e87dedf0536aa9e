import { payoutTransitionResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `PUT /admin/payouts/{id}/cancel`: the request is withdrawn; the amount is available to the host again. */
export const cancelAdminPayout = (
  payoutId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/payouts/${payoutId}/cancel`,
    mode: 'admin',
    body: {},
    schema: payoutTransitionResponseSchema,
  });

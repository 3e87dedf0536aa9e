import { payoutTransitionResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `PUT /admin/payouts/{id}/fail`: the transfer failed; the amount is available to the host again. */
export const failPayout = (
  payoutId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/admin/payouts/${payoutId}/fail`,
    mode: 'admin',
    body: {},
    schema: payoutTransitionResponseSchema,
  });

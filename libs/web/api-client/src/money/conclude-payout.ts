import {
  type ConcludePayoutBody,
  payoutTransitionResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `PUT /admin/payouts/{id}/conclude` with the amount transferred (centavos, > 0 and ≤ requested,
 * else 400 'Por favor, insira um valor válido para o repasse.'); 409 when no longer pending.
 */
export const concludePayout = (
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

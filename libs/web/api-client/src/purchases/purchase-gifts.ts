import { type PurchaseBody, purchaseResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { siteAccessHeaders } from '../public-site/site-access-headers';

/**
 * `POST /guests/purchase` (public): creates the order and answers `paymentLink` (send the
 * browser there), `orderId` and `amount` (centavos the guest pays). 400 with the field's
 * message, 403 when the gift list is hidden, 502 'Erro ao prosseguir pagamento.' when the
 * payment provider fails; a protected site needs its `accessToken`.
 */
export const purchaseGifts = (
  body: PurchaseBody,
  accessToken?: string | null,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/guests/purchase',
    mode: 'none',
    body,
    headers: siteAccessHeaders(accessToken),
    schema: purchaseResponseSchema,
  });

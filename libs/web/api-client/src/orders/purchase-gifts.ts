import {
  IDEMPOTENCY_KEY_HEADER,
  type PurchaseBody,
  type PurchaseResponse,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { siteAccessHeaders } from '../events/site-access-headers';

/**
 * `POST /guests/purchase` (public, typed, not parsed): creates the order and answers
 * `paymentLink` (card: send the browser there), `orderId`, `amount` (centavos the guest pays),
 * `statusToken` (opens the order's status: getOrderStatus) and `pix` (with `paymentMethod`
 * 'PIX', the default: the charge to show, also read with getOrderPix).
 * 400 with the field's message, 403 when the gift list is hidden, 502 'Erro ao prosseguir
 * pagamento.' when the payment provider fails; a protected site needs its `accessToken`.
 * `idempotencyKey` (see newIdempotencyKey): sent again with the same cart after a network
 * error, a 500 or a 503, the server answers the same order instead of making a second one.
 */
export const purchaseGifts = (
  body: PurchaseBody,
  accessToken?: string | null,
  client: ApiClient = apiClient,
  idempotencyKey?: string,
) =>
  client.request<PurchaseResponse>({
    method: 'POST',
    path: '/guests/purchase',
    mode: 'none',
    body,
    headers: {
      ...siteAccessHeaders(accessToken),
      ...(idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {}),
    },
  });

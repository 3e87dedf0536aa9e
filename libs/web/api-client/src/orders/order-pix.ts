import type { OrderPixResponse } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `GET /guests/orders/{orderId}/pix?token=…` (public, typed, not parsed): the order's current
 * Pix charge (`copyPaste`, `qrCodeBase64`, `expiresAt`, `demonstrationLink`). A missing or
 * wrong token answers 404 'Pedido não encontrado.'; an order paid by card 409.
 */
export const getOrderPix = (
  orderId: number,
  token: string,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
) =>
  client.request<OrderPixResponse>({
    method: 'GET',
    path: `/guests/orders/${orderId}/pix`,
    mode: 'none',
    query: { token },
    signal,
  });

/**
 * `POST /guests/orders/{orderId}/pix?token=…` (public): a new Pix charge once the current one
 * expired (the current one while it can still be paid). 409 'Este pedido não está mais
 * aguardando pagamento.' when the order was paid, cancelled or expired; 502 'Erro ao gerar o
 * Pix. Tente novamente.' when the provider fails.
 */
export const renewOrderPix = (
  orderId: number,
  token: string,
  client: ApiClient = apiClient,
) =>
  client.request<OrderPixResponse>({
    method: 'POST',
    path: `/guests/orders/${orderId}/pix`,
    mode: 'none',
    query: { token },
    body: {},
  });

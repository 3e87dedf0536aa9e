import type { OrderStatusResponse } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `GET /guests/orders/{orderId}/status?token=…` (public, typed, not parsed): the guest's order
 * on the 'Obrigado!' page (status, gifts, amount charged, note, event title). `token` is the
 * purchase's `statusToken`, brought back in the provider's return address; a missing or wrong
 * one answers 404 'Pedido não encontrado.' like an unknown order.
 */
export const getOrderStatus = (
  orderId: number,
  token: string,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
) =>
  client.request<OrderStatusResponse>({
    method: 'GET',
    path: `/guests/orders/${orderId}/status`,
    mode: 'none',
    query: { token },
    signal,
  });

import {
  type PurchaseServiceBody,
  purchaseServiceResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `POST /users/services/purchase`: the checkout link to open in a new window (the same link
 * again while an earlier purchase of the package still waits for payment).
 */
export const purchaseService = (
  body: PurchaseServiceBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: '/users/services/purchase',
    mode: 'users',
    body,
    schema: purchaseServiceResponseSchema,
  });

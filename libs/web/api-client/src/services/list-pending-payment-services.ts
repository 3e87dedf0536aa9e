import { listPendingPaymentServicesResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{id}/pending-payment-services`: purchases waiting for payment. */
export const listPendingPaymentServices = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/pending-payment-services`,
    mode: 'users',
    schema: listPendingPaymentServicesResponseSchema,
  });

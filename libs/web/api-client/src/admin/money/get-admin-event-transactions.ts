import { eventTransactionsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../../lib/create-api-client';

/** `GET /admin/events/{id}/transactions`: totalReceived, totalTransferred, totalPending, totalAvailable (centavos). */
export const getAdminEventTransactions = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/admin/events/${eventId}/transactions`,
    mode: 'admin',
    schema: eventTransactionsResponseSchema,
  });

import { eventTransactionsResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /users/events/{eventId}/transactions`: totalReceived, totalTransferred, totalPending, totalAvailable (centavos). */
export const getTransactions = (
  eventId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/users/events/${eventId}/transactions`,
    mode: 'users',
    schema: eventTransactionsResponseSchema,
  });

import {
  acceptGuestResponseResponseSchema,
  discardGuestResponseResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `POST /users/guests/{eventId}/{guestId}/responses/{responseId}/accept`: the guest takes the
 * answer waiting for review; 'Resposta aceita. O convidado foi atualizado.'
 */
export const acceptGuestResponse = (
  eventId: number | string,
  guestId: number | string,
  responseId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/users/guests/${eventId}/${guestId}/responses/${responseId}/accept`,
    mode: 'users',
    body: {},
    schema: acceptGuestResponseResponseSchema,
  });

/** `DELETE /users/guests/{eventId}/{guestId}/responses/{responseId}`: 'Resposta descartada.' */
export const discardGuestResponse = (
  eventId: number | string,
  guestId: number | string,
  responseId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/users/guests/${eventId}/${guestId}/responses/${responseId}`,
    mode: 'users',
    schema: discardGuestResponseResponseSchema,
  });

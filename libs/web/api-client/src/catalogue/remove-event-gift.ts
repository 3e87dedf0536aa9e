import { removeEventGiftResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `DELETE /users/gifts/{eventId}/{giftId}`: 'Presente removido com sucesso.' and the list left. */
export const removeEventGift = (
  eventId: number | string,
  giftId: number | string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'DELETE',
    path: `/users/gifts/${eventId}/${giftId}`,
    mode: 'users',
    schema: removeEventGiftResponseSchema,
  });

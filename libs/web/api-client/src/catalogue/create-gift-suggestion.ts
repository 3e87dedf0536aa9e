import {
  createGiftSuggestionResponseSchema,
  type GiftSuggestionBody,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/gifts/suggestion/{eventId}`: 'Sugestão criada.' and every suggestion. */
export const createGiftSuggestion = (
  eventId: number | string,
  body: GiftSuggestionBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/users/gifts/suggestion/${eventId}`,
    mode: 'users',
    body,
    schema: createGiftSuggestionResponseSchema,
  });

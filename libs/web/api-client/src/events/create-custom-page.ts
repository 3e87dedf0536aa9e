import {
  type CustomPageBody,
  saveCustomPageResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/events/{eventId}/pages`: 'Página criada.'; 409 without the Página service or past its limit. */
export const createCustomPage = (
  eventId: number | string,
  body: CustomPageBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/users/events/${eventId}/pages`,
    mode: 'users',
    body,
    schema: saveCustomPageResponseSchema,
  });

import {
  type CustomPageBody,
  saveCustomPageResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `PUT /users/events/{eventId}/pages/{pageId}`: 'Página atualizada.' */
export const updateCustomPage = (
  eventId: number | string,
  pageId: number | string,
  body: CustomPageBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'PUT',
    path: `/users/events/${eventId}/pages/${pageId}`,
    mode: 'users',
    body,
    schema: saveCustomPageResponseSchema,
  });

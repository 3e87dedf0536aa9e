import {
  type AddEventGiftsBody,
  addEventGiftsResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `POST /users/gifts/{eventId}`: adds catalogue gifts; 'Presentes adicionados.' and the whole list. */
export const addEventGifts = (
  eventId: number | string,
  body: AddEventGiftsBody,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/users/gifts/${eventId}`,
    mode: 'users',
    body,
    schema: addEventGiftsResponseSchema,
  });

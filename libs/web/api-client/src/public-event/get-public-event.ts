import { getPublicEventResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** `GET /guests/event/{slug}` (public): the event site; 404 'Evento não encontrado.' when unknown. */
export const getPublicEvent = (slug: string, client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: `/guests/event/${encodeURIComponent(slug)}`,
    mode: 'none',
    schema: getPublicEventResponseSchema,
  });

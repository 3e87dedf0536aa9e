import { getPublicEventResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { siteAccessHeaders } from '../public-site/site-access-headers';

/**
 * `GET /guests/event/{slug}` (public): the event site; 404 'Evento não encontrado.' when
 * unknown; a protected site answers 401 (ApiError code 'PASSWORD_REQUIRED') until it gets a
 * valid `accessToken` from `unlockSite`.
 */
export const getPublicEvent = (
  slug: string,
  accessToken?: string | null,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: `/guests/event/${encodeURIComponent(slug)}`,
    mode: 'none',
    headers: siteAccessHeaders(accessToken),
    schema: getPublicEventResponseSchema,
  });

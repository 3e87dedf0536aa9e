import type { GetPublicEventResponse } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { siteAccessHeaders } from './site-access-headers';

/**
 * `GET /guests/event/{slug}` (public): the event site; 404 'Evento não encontrado.' when
 * unknown; a protected site answers 401 (ApiError code 'PASSWORD_REQUIRED') until it gets a
 * valid `accessToken` from `unlockSite`. Typed, not parsed, like every call of the public
 * site: the zod contract would weigh more than the rest of the guest app's first load.
 */
export const getPublicEvent = (
  slug: string,
  accessToken?: string | null,
  client: ApiClient = apiClient,
  signal?: AbortSignal,
) =>
  client.request<GetPublicEventResponse>({
    method: 'GET',
    path: `/guests/event/${encodeURIComponent(slug)}`,
    mode: 'none',
    headers: siteAccessHeaders(accessToken),
    signal,
  });

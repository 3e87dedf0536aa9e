import type {
  ConfirmPresenceBody,
  ConfirmPresenceResponse,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { siteAccessHeaders } from '../events/site-access-headers';

/**
 * `POST /guests/confirmation/{eventId}` (public, typed, not parsed): 'Presença confirmada.';
 * 403 when the event takes no confirmations; a protected site needs its `accessToken`.
 */
export const confirmPresence = (
  eventId: number | string,
  body: ConfirmPresenceBody,
  accessToken?: string | null,
  client: ApiClient = apiClient,
) =>
  client.request<ConfirmPresenceResponse>({
    method: 'POST',
    path: `/guests/confirmation/${eventId}`,
    mode: 'none',
    body,
    headers: siteAccessHeaders(accessToken),
  });

import {
  type ConfirmPresenceBody,
  confirmPresenceResponseSchema,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { siteAccessHeaders } from './site-access-headers';

/**
 * `POST /guests/confirmation/{eventId}` (public): 'Presença confirmada.'; 403 when the event
 * takes no confirmations; a protected site needs its `accessToken`.
 */
export const confirmPresence = (
  eventId: number | string,
  body: ConfirmPresenceBody,
  accessToken?: string | null,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'POST',
    path: `/guests/confirmation/${eventId}`,
    mode: 'none',
    body,
    headers: siteAccessHeaders(accessToken),
    schema: confirmPresenceResponseSchema,
  });

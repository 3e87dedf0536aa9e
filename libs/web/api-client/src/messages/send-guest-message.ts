import type {
  SendGuestMessageBody,
  SendGuestMessageResponse,
} from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';
import { siteAccessHeaders } from '../events/site-access-headers';

/**
 * `POST /guests/message/{eventId}` (public, typed, not parsed): 'Recado enviado.'; 403 when
 * the event takes no messages; a protected site needs its `accessToken`.
 */
export const sendGuestMessage = (
  eventId: number | string,
  body: SendGuestMessageBody,
  accessToken?: string | null,
  client: ApiClient = apiClient,
) =>
  client.request<SendGuestMessageResponse>({
    method: 'POST',
    path: `/guests/message/${eventId}`,
    mode: 'none',
    body,
    headers: siteAccessHeaders(accessToken),
  });

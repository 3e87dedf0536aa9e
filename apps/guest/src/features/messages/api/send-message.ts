import { guestApiClient } from '../../../lib/api-client';
import type {
  SendGuestMessageBody,
  SendGuestMessageResponse,
} from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { siteAccessHeadersFor } from '../../../lib/site-access';

/** `POST /guests/message/{eventId}` (typed, not parsed: no zod on the public site). */
export const sendMessage = (
  slug: string,
  eventId: number,
  body: SendGuestMessageBody,
) =>
  guestApiClient.request<SendGuestMessageResponse>({
    method: 'POST',
    path: `/guests/message/${eventId}`,
    mode: 'none',
    body,
    headers: siteAccessHeadersFor(slug),
  });

export const useSendMessage = (slug: string, eventId: number) =>
  useMutation({
    mutationFn: (body: SendGuestMessageBody) =>
      sendMessage(slug, eventId, body),
  });

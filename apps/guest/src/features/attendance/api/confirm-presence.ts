import { guestApiClient } from '../../../lib/api-client';
import type {
  ConfirmPresenceBody,
  ConfirmPresenceResponse,
} from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { siteAccessHeadersFor } from '../../../lib/site-access';

/** `POST /guests/confirmation/{eventId}` (typed, not parsed: no zod on the public site). */
export const confirmPresence = (
  slug: string,
  eventId: number,
  body: ConfirmPresenceBody,
) =>
  guestApiClient.request<ConfirmPresenceResponse>({
    method: 'POST',
    path: `/guests/confirmation/${eventId}`,
    mode: 'none',
    body,
    headers: siteAccessHeadersFor(slug),
  });

export const useConfirmPresence = (slug: string, eventId: number) =>
  useMutation({
    mutationFn: (body: ConfirmPresenceBody) =>
      confirmPresence(slug, eventId, body),
  });

import { confirmPresence, siteAccess } from '@celebra/api-client';
import type { ConfirmPresenceBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';

export const useConfirmPresence = (slug: string, eventId: number) =>
  useMutation({
    mutationFn: (body: ConfirmPresenceBody) =>
      confirmPresence(eventId, body, siteAccess.read(slug), guestApiClient),
  });

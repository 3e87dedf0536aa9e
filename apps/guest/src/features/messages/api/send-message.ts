import { sendGuestMessage, siteAccess } from '@celebra/api-client';
import type { SendGuestMessageBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';

export const useSendMessage = (slug: string, eventId: number) =>
  useMutation({
    mutationFn: (body: SendGuestMessageBody) =>
      sendGuestMessage(eventId, body, siteAccess.read(slug), guestApiClient),
  });

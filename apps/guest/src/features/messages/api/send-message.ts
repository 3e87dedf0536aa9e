import { callRoute } from '@celebra/api-client';
import type { SendGuestMessageBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';
import { siteAccessHeadersFor } from '../../../lib/site-access';

export const useSendMessage = (slug: string, eventId: number) =>
  useMutation({
    mutationFn: (body: SendGuestMessageBody) =>
      callRoute(
        apiRoutes.sendMessage,
        { params: { eventId }, body, headers: siteAccessHeadersFor(slug) },
        guestApiClient,
      ),
  });

import { callRoute } from '@celebra/api-client';
import type { ConfirmPresenceBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';
import { siteAccessHeadersFor } from '../../../lib/site-access';

export const useConfirmPresence = (slug: string, eventId: number) =>
  useMutation({
    mutationFn: (body: ConfirmPresenceBody) =>
      callRoute(
        apiRoutes.confirmPresence,
        { params: { eventId }, body, headers: siteAccessHeadersFor(slug) },
        guestApiClient,
      ),
  });

import { callRoute } from '@celebra/api-client';
import type { FindInvitationBody } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { siteAccessHeadersFor } from '../../../lib/site-access';
import { invitationRouteRefs } from './invitation-routes';

/** 'Encontre seu convite': the household of an exact first and last name. */
export const useFindInvitation = (slug: string) =>
  useMutation({
    mutationFn: (body: FindInvitationBody) =>
      callRoute(
        invitationRouteRefs.find,
        { params: { slug }, body, headers: siteAccessHeadersFor(slug) },
        guestApiClient,
      ),
  });

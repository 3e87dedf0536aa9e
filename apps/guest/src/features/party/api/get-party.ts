import { callRoute, createQueryKeys } from '@celebra/api-client';
import { useQuery } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { partyRouteRefs } from './party-routes';
import { siteAccessHeadersFor } from '../../../lib/site-access';

export const partyKeys = createQueryKeys('party');

/** The party's settings as the guest pages need them (uploads on, approval, which actions show). */
export const useParty = (slug: string) =>
  useQuery({
    queryKey: partyKeys.detail(slug),
    queryFn: ({ signal }) =>
      callRoute(
        partyRouteRefs.info,
        { params: { slug }, headers: siteAccessHeadersFor(slug), signal },
        guestApiClient,
      ),
    staleTime: 30_000,
  });

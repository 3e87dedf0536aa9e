import { callRoute } from '@celebra/api-client';
import { useQuery } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { siteAccessHeadersFor } from '../../../lib/site-access';
import { partyKeys } from './get-party';
import { partyRouteRefs } from './party-routes';

/**
 * One page of the album's approved photos and videos, newest first: the first (`before`
 * null) or the one after the item `before`.
 */
export const useAlbumPage = (slug: string, before: number | null) =>
  useQuery({
    queryKey: partyKeys.list({ slug, before }),
    queryFn: ({ signal }) =>
      callRoute(
        partyRouteRefs.album,
        {
          params: { slug },
          query: before === null ? {} : { before },
          headers: siteAccessHeadersFor(slug),
          signal,
        },
        guestApiClient,
      ),
    staleTime: 30_000,
  });

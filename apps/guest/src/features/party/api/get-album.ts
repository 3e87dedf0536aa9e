import { callRoute } from '@celebra/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';
import { siteAccessHeadersFor } from '../../../lib/site-access';
import { partyKeys } from './get-party';

/** The album's approved photos and videos, newest first, a page at a time. */
export const useAlbum = (slug: string) =>
  useInfiniteQuery({
    queryKey: partyKeys.list(slug),
    queryFn: ({ pageParam, signal }) =>
      callRoute(
        apiRoutes.partyAlbum,
        {
          params: { slug },
          query: pageParam === null ? {} : { before: pageParam },
          headers: siteAccessHeadersFor(slug),
          signal,
        },
        guestApiClient,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });

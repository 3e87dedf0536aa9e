import { callRoute, createQueryKeys } from '@celebra/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';
import { siteAccessHeadersFor } from '../../../lib/site-access';

export const eventKeys = createQueryKeys('public-event');

export const eventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(slug),
    queryFn: ({ signal }) =>
      callRoute(
        apiRoutes.publicEvent,
        { params: { slug }, headers: siteAccessHeadersFor(slug), signal },
        guestApiClient,
      ),
    staleTime: 60_000,
  });

export const useEvent = (slug: string | null) =>
  useQuery({
    ...eventQueryOptions(slug ?? ''),
    enabled: slug !== null,
  });

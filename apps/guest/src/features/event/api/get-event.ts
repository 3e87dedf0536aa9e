import {
  createQueryKeys,
  getPublicEvent,
  siteAccess,
} from '@celebra/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';

export const eventKeys = createQueryKeys('public-event');

export const eventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(slug),
    queryFn: ({ signal }) =>
      getPublicEvent(slug, siteAccess.read(slug), guestApiClient, signal),
    staleTime: 60_000,
  });

export const useEvent = (slug: string | null) =>
  useQuery({
    ...eventQueryOptions(slug ?? ''),
    enabled: slug !== null,
  });

import { apiClient, createQueryKeys } from '@celebra/api-client';
import type { GetPublicEventResponse } from '@celebra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const eventKeys = createQueryKeys('public-event');

/**
 * `GET /guests/event/{slug}`. The api-client's `getPublicEvent` parses with the full zod
 * contract (~25 KB gzip); the public site trusts the typed answer instead to stay small.
 */
export const getEvent = (slug: string, signal?: AbortSignal) =>
  apiClient.request<GetPublicEventResponse>({
    method: 'GET',
    path: `/guests/event/${encodeURIComponent(slug)}`,
    mode: 'none',
    signal,
  });

export const eventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(slug),
    queryFn: ({ signal }) => getEvent(slug, signal),
    staleTime: 60_000,
  });

export const useEvent = (slug: string | null) =>
  useQuery({
    ...eventQueryOptions(slug ?? ''),
    enabled: slug !== null,
  });

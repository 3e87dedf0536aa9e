import { callRoute, createQueryKeys } from '@celebra/api-client';
import {
  PARTY_PAGE_SIZE,
  type PartyMediaStatus,
  partyRoutes,
} from '@celebra/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

export const partyKeys = createQueryKeys('party');

/** `GET /users/party/{eventId}`: the settings, the quota used and the counts per status. */
export const partyOverviewQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: partyKeys.detail(String(eventId)),
    queryFn: () => callRoute(partyRoutes.overview, { params: { eventId } }),
  });

/** `GET /users/party/{eventId}/media?status=`: one status's items, newest first, page by page. */
export const partyMediaQueryOptions = (
  eventId: number,
  status: PartyMediaStatus,
) =>
  infiniteQueryOptions({
    queryKey: partyKeys.list({ eventId, status }),
    queryFn: ({ pageParam }) =>
      callRoute(partyRoutes.listMedia, {
        params: { eventId },
        query: { status, before: pageParam, limit: PARTY_PAGE_SIZE },
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

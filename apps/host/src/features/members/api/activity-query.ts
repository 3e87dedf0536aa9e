import { callRoute, createQueryKeys } from '@celebra/api-client';
import { membersRoutes, PAGE_SIZE } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const activityKeys = createQueryKeys('event-activity');

/**
 * `GET /users/events/{eventId}/activity?page=`: one page of the activity, newest first; read
 * again on every visit, since it is mostly what the others did.
 */
export const activityQueryOptions = (eventId: number, page = 1) =>
  queryOptions({
    queryKey: activityKeys.list({ eventId, page }),
    queryFn: () =>
      callRoute(membersRoutes.activity, {
        params: { eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

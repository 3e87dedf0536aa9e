import { callRoute, createQueryKeys } from '@celebra/api-client';
import { dashboardRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const dashboardKeys = createQueryKeys('event-dashboard');

/** `GET /users/events/{id}/dashboard`: the three counters. */
export const dashboardQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: dashboardKeys.detail(String(eventId)),
    queryFn: () =>
      callRoute(dashboardRoutes.eventCounts, { params: { eventId } }),
    select: (data) => data.counts,
  });

import { createQueryKeys, getEventDashboard } from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const dashboardKeys = createQueryKeys('event-dashboard');

/** `GET /users/events/{id}/dashboard`: the three counters. */
export const dashboardQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: dashboardKeys.detail(String(eventId)),
    queryFn: () => getEventDashboard(eventId),
    select: (data) => data.counts,
  });

import { callRoute, createQueryKeys } from '@celebra/api-client';
import { eventsRoutes, type ListAdminEventsQuery } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const eventKeys = createQueryKeys('admin-events');

/** One page of 20 events matching the filters. */
export const eventsListQuery = (query: ListAdminEventsQuery) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: () => callRoute(eventsRoutes.adminList, { query }),
    placeholderData: keepPreviousData,
  });

export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: () =>
      callRoute(eventsRoutes.adminGet, { params: { id: eventId } }),
    select: (response) => response.event,
  });

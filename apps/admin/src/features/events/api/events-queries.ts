import {
  createQueryKeys,
  getAdminEvent,
  listAdminEvents,
} from '@celebra/api-client';
import type { ListAdminEventsQuery } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const eventKeys = createQueryKeys('admin-events');

/** One page of 20 events matching the filters. */
export const eventsListQuery = (query: ListAdminEventsQuery) =>
  queryOptions({
    queryKey: eventKeys.list(query),
    queryFn: () => listAdminEvents(query),
    placeholderData: keepPreviousData,
  });

export const eventQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: () => getAdminEvent(eventId),
    select: (response) => response.event,
  });

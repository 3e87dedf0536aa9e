import { callRoute, createQueryKeys } from '@celebra/api-client';
import { eventsRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const eventDetailsKeys = createQueryKeys('event-details');

/** `GET /users/event-details/{eventId}`: date, times, place or transmission (null when never filled). */
export const eventDetailsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventDetailsKeys.detail(String(eventId)),
    queryFn: () => callRoute(eventsRoutes.details, { params: { eventId } }),
    select: (data) => data.eventDetails,
  });

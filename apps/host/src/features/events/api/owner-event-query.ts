import { callRoute, createQueryKeys } from '@celebra/api-client';
import { eventsRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const ownerEventKeys = createQueryKeys('owner-event');

/** `GET /users/event/{eventId}`: texts, colour and images of the host's event. */
export const ownerEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ownerEventKeys.detail(String(eventId)),
    queryFn: () => callRoute(eventsRoutes.ownerEvent, { params: { eventId } }),
    select: (data) => data.event,
  });

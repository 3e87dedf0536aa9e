import { createQueryKeys, getOwnerEvent } from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const ownerEventKeys = createQueryKeys('owner-event');

/** `GET /users/event/{eventId}`: texts, colour and images of the host's event. */
export const ownerEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ownerEventKeys.detail(String(eventId)),
    queryFn: () => getOwnerEvent(eventId),
    select: (data) => data.event,
  });

import { callRoute } from '@celebra/api-client';
import { eventsRoutes, type OwnerEvent } from '@celebra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '../auth/current-user-query';
import { useSession } from '../auth/use-session';
import { useCurrentEvent } from './current-event-context';

/**
 * `GET /users/event/{eventId}`: texts, colour and pictures of an event other than `me.event`,
 * kept under the session's key so what refreshes the session refreshes it too.
 */
export const currentEventDetailsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: sessionKeys.detail(String(eventId)),
    queryFn: () => callRoute(eventsRoutes.ownerEvent, { params: { eventId } }),
    select: (data) => data.event,
  });

/** The current event's texts, colour and pictures: `me.event` when it is that one, else loaded. */
export const useCurrentEventDetails = (): {
  details: OwnerEvent | undefined;
  error: Error | null;
} => {
  const session = useSession();
  const { event } = useCurrentEvent();
  const fromSession = session.event?.id === event.id ? session.event : null;
  const query = useQuery({
    ...currentEventDetailsQueryOptions(event.id),
    enabled: !fromSession,
  });
  return {
    details: fromSession ?? query.data,
    error: fromSession ? null : query.error,
  };
};

import { callRoute } from '@celebra/api-client';
import { type EventContentBody, eventsRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/auth/current-user-query';
import { ownerEventKeys } from './owner-event-query';

/** `PUT /users/event/{eventId}`; the session's event (header, dashboard) is read again. */
export const useUpdateEventContent = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventContentBody) =>
      callRoute(eventsRoutes.updateContent, { params: { eventId }, body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(ownerEventKeys.detail(String(eventId)), data);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
};

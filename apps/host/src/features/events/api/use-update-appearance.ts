import { callRoute } from '@celebra/api-client';
import { type EventAppearanceBody, eventsRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/auth/current-user-query';
import { ownerEventKeys } from './owner-event-query';

/** `PUT /users/event/{eventId}/appearance`; the session's event (header, dashboard) is read again. */
export const useUpdateAppearance = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventAppearanceBody) =>
      callRoute(eventsRoutes.updateAppearance, { params: { eventId }, body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(ownerEventKeys.detail(String(eventId)), data);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
};

import { callRoute } from '@celebra/api-client';
import { type EventDetailsBody, eventsRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailsKeys } from './event-details-query';

/** `PUT /users/event-details/{eventId}`: 'Informações atualizadas.' with the saved details. */
export const useUpdateEventDetails = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventDetailsBody) =>
      callRoute(eventsRoutes.updateDetails, { params: { eventId }, body }),
    onSuccess: (data) =>
      queryClient.setQueryData(eventDetailsKeys.detail(String(eventId)), data),
  });
};

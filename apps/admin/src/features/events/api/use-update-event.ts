import { callRoute } from '@celebra/api-client';
import { eventsRoutes, type UpdateAdminEventBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from './events-queries';

/** `PUT /admin/events/{id}`; the event and the lists reload after a save. */
export const useUpdateEvent = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminEventBody) =>
      callRoute(eventsRoutes.adminUpdate, { params: { id: eventId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
};

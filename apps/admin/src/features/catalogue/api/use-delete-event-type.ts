import { callRoute } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventTypeKeys } from './event-type-queries';

/** Deletes an event type with its categories; the api refuses (409) while events use them. */
export const useDeleteEventType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventTypeId: number) =>
      callRoute(catalogueRoutes.adminRemoveEventType, {
        params: { id: eventTypeId },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventTypeKeys.all }),
  });
};

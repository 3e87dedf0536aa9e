import { callRoute } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventTypeKeys } from './event-type-queries';

/** Deletes a category; the api refuses (409) while gifts or events use it. */
export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) =>
      callRoute(catalogueRoutes.adminRemoveEventCategory, {
        params: { id: categoryId },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventTypeKeys.all }),
  });
};

import { deleteAdminEventCategory } from '@celebra/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventTypeKeys } from './event-type-queries';

/** Deletes a category; the api refuses (409) while gifts or events use it. */
export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: number) => deleteAdminEventCategory(categoryId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventTypeKeys.all }),
  });
};

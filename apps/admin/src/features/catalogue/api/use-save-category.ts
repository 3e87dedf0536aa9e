import { callRoute } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryFormValues } from '../lib/category-form-schema';
import { eventTypeKeys } from './event-type-queries';

/** Creates a category (without `categoryId`) or updates one (with it, `active` included). */
export const useSaveCategory = (categoryId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ active, ...fields }: CategoryFormValues) =>
      categoryId === null
        ? callRoute(catalogueRoutes.adminCreateEventCategory, { body: fields })
        : callRoute(catalogueRoutes.adminUpdateEventCategory, {
            params: { id: categoryId },
            body: { ...fields, active },
          }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventTypeKeys.all }),
  });
};

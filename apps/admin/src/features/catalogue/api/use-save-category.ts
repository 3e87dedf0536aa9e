import {
  createAdminEventCategory,
  updateAdminEventCategory,
} from '@celebra/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryFormValues } from '../lib/category-form-schema';
import { eventTypeKeys } from './event-type-queries';

/** Creates a category (without `categoryId`) or updates one (with it, `active` included). */
export const useSaveCategory = (categoryId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ active, ...fields }: CategoryFormValues) =>
      categoryId === null
        ? createAdminEventCategory(fields)
        : updateAdminEventCategory(categoryId, { ...fields, active }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventTypeKeys.all }),
  });
};

import { callRoute } from '@celebra/api-client';
import { adminUsersRoutes, type UpdateAdminUserBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './users-queries';

/** `PUT /admin/users/{id}` (saved for real); the lists reload after a save. */
export const useUpdateUser = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminUserBody) =>
      callRoute(adminUsersRoutes.update, {
        params: { id: userId },
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};

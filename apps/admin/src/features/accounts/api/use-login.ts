import { adminSession, callRoute } from '@celebra/api-client';
import { signInRoutes, type AdminLoginBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentAdminQueryOptions } from '../../../lib/auth/current-admin-query';

/**
 * Signs in, stores adminToken/adminId and loads the session, which switches the app to its
 * routes. An answer without token or admin id fails the response schema (INVALID_RESPONSE).
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLoginBody) =>
      callRoute(signInRoutes.adminLogin, { body }),
    onSuccess: async ({ token, admin }) => {
      adminSession.save({ token, id: String(admin.id) });
      await queryClient.refetchQueries({
        queryKey: currentAdminQueryOptions().queryKey,
      });
    },
  });
};

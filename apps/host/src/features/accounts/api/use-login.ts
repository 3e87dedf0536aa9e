import { callRoute, userSession } from '@celebra/api-client';
import { signInRoutes, type LoginBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/auth/current-user-query';

/** Signs in, stores userToken/userId and loads the session, which switches the app to its routes. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callRoute(signInRoutes.login, { body }),
    onSuccess: async ({ token, id }) => {
      userSession.save({ token, id: String(id) });
      await queryClient.refetchQueries({
        queryKey: currentUserQueryOptions().queryKey,
      });
    },
  });
};

import { callRoute } from '@celebra/api-client';
import { type CreateEventBody, registrationRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/auth/current-user-query';

/** `POST /users/events`: another event of the account, which owns it; the session is read again. */
export const useCreateEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      callRoute(registrationRoutes.createEvent, { body }),
    onSuccess: () =>
      queryClient.refetchQueries({
        queryKey: currentUserQueryOptions().queryKey,
        exact: true,
      }),
  });
};

import { callRoute } from '@celebra/api-client';
import { type ReauthenticateBody, signInRoutes } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';

/** `POST /users/reauthenticate`: the session may make the sensitive calls for a while. */
export const useReauthenticate = () =>
  useMutation({
    mutationFn: (body: ReauthenticateBody) =>
      callRoute(signInRoutes.reauthenticate, { body }),
  });

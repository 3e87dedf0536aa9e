import { callRoute } from '@celebra/api-client';
import {
  accountRoutes,
  type ChangePasswordBody,
  type ConfirmEmailChangeBody,
  type MeResponse,
  type RequestEmailChangeBody,
  type UpdateProfileBody,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/auth/current-user-query';
import { userSessionKeys } from './user-sessions-query';
import { emailChangeKeys } from './email-change-query';

/** `PUT /users/me/profile`: the signed-in account shows the new name and phone at once. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      callRoute(accountRoutes.updateProfile, { body }),
    onSuccess: ({ user }) =>
      queryClient.setQueryData<MeResponse>(sessionKeys.all, (me) =>
        me ? { ...me, user } : me,
      ),
  });
};

/** `PUT /users/me/password`: the other devices are signed out, so their list is read again. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      callRoute(accountRoutes.changePassword, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userSessionKeys.all }),
  });
};

/** `POST /users/me/email-change`: a link to the new address; the pending change is shown. */
export const useRequestEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestEmailChangeBody) =>
      callRoute(accountRoutes.requestEmailChange, { body }),
    onSuccess: ({ pending }) =>
      queryClient.setQueryData(emailChangeKeys.all, {
        success: true as const,
        pending,
      }),
  });
};

/** `POST /users/email-change/confirm`: a signed-in account on this browser reads its e-mail again. */
export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmEmailChangeBody) =>
      callRoute(accountRoutes.confirmEmailChange, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: emailChangeKeys.all }),
      ]),
  });
};

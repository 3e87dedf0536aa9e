import { callRoute, userSession } from '@celebra/api-client';
import {
  type InvitationRegisterBody,
  type MemberEvent,
  membersRoutes,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { currentUserQueryOptions } from '../../../lib/auth/current-user-query';
import { rememberEvent } from '../../../lib/current-event/remembered-event';

/** The joined event becomes this device's current one, and the session is read again. */
const useEnterEvent = () => {
  const queryClient = useQueryClient();
  return async (userId: number, event: MemberEvent) => {
    rememberEvent(userId, event.id);
    await queryClient.refetchQueries({
      queryKey: currentUserQueryOptions().queryKey,
      exact: true,
    });
  };
};

/** `POST /users/invitations/{token}/accept`: the signed-in account joins the event. */
export const useAcceptInvitation = (token: string, userId: number) => {
  const enter = useEnterEvent();
  return useMutation({
    mutationFn: () => callRoute(membersRoutes.accept, { params: { token } }),
    onSuccess: ({ event }) => enter(userId, event),
  });
};

/**
 * `POST /invitations/{token}/register`: an account for the invited e-mail, signed in and a
 * member of the event. The address becomes the home page first, so the signed-in app opens
 * there (on the event) rather than on the used invitation.
 */
export const useRegisterFromInvitation = (token: string) => {
  const enter = useEnterEvent();
  return useMutation({
    mutationFn: (body: InvitationRegisterBody) =>
      callRoute(membersRoutes.register, { params: { token }, body }),
    onSuccess: async ({ token: sessionToken, id, event }) => {
      userSession.save({ token: sessionToken, id: String(id) });
      window.history.replaceState(null, '', paths.home);
      await enter(id, event);
    },
  });
};

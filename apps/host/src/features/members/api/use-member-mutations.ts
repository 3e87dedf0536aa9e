import { callRoute } from '@celebra/api-client';
import { type InviteMemberBody, membersRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberKeys } from './members-query';

/** A change of who has access, after which the list is loaded again. */
const useMembersChange = <Input, Result>(
  call: (input: Input) => Promise<Result>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
  });
};

/** `POST /users/events/{eventId}/invitations`: the link goes by e-mail, valid for 7 days. */
export const useInviteMember = (eventId: number) =>
  useMembersChange((body: InviteMemberBody) =>
    callRoute(membersRoutes.invite, { params: { eventId }, body }),
  );

/** `DELETE /users/events/{eventId}/invitations/{invitationId}`. */
export const useRevokeInvitation = (eventId: number) =>
  useMembersChange((invitationId: number) =>
    callRoute(membersRoutes.revokeInvitation, {
      params: { eventId, invitationId },
    }),
  );

/** `DELETE /users/events/{eventId}/members/{userId}`. */
export const useRemoveMember = (eventId: number) =>
  useMembersChange((userId: number) =>
    callRoute(membersRoutes.removeMember, { params: { eventId, userId } }),
  );

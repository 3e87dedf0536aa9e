import { callRoute, csvFile } from '@celebra/api-client';
import {
  guestsRoutes,
  type InvitationBody,
  type InvitationImportCommitBody,
  invitationsRoutes,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationKeys } from './invitations-queries';

/** After a change: the list pages, the summary and the door list are read again. */
const useRefreshInvitations = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invitationKeys.all });
};

export type SaveInvitationInput = {
  invitationId: number | null;
  body: InvitationBody;
};

/** Creates (`invitationId` null) or updates an invitation. */
export const useSaveInvitation = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: ({ invitationId, body }: SaveInvitationInput) =>
      invitationId === null
        ? callRoute(invitationsRoutes.add, { params: { eventId }, body })
        : callRoute(invitationsRoutes.update, {
            params: { eventId, invitationId },
            body,
          }),
    onSuccess: refresh,
  });
};

export const useDeleteInvitation = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (invitationId: number) =>
      callRoute(invitationsRoutes.remove, {
        params: { eventId, invitationId },
      }),
    onSuccess: refresh,
  });
};

/** A new personal code: the old link stops working. */
export const useRegenerateCode = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (invitationId: number) =>
      callRoute(invitationsRoutes.regenerateCode, {
        params: { eventId, invitationId },
      }),
    onSuccess: refresh,
  });
};

/** Marks an invitation sent (after opening its WhatsApp conversation). */
export const useMarkSent = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (invitationId: number) =>
      callRoute(invitationsRoutes.markSent, {
        params: { eventId, invitationId },
        body: { sent: true },
      }),
    onSuccess: refresh,
  });
};

/** Queues the invitation's e-mail. */
export const useSendInvitationEmail = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (invitationId: number) =>
      callRoute(invitationsRoutes.sendEmail, {
        params: { eventId, invitationId },
      }),
    onSuccess: refresh,
  });
};

/** Queues the e-mail of every invitation with an e-mail not sent yet. */
export const useSendInvitationEmails = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: () =>
      callRoute(invitationsRoutes.sendEmails, { params: { eventId } }),
    onSuccess: refresh,
  });
};

/** Marks (or clears) the invitation's gifts thanked. */
export const useMarkThanked = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: ({
      invitationId,
      thanked,
    }: {
      invitationId: number;
      thanked: boolean;
    }) =>
      callRoute(invitationsRoutes.markThanked, {
        params: { eventId, invitationId },
        body: { thanked },
      }),
    onSuccess: refresh,
  });
};

export type ReviewInvitationInput =
  | { invitationId: number; decision: 'accept' }
  | { invitationId: number; decision: 'link'; targetInvitationId: number };

/** An answer from someone not on the list: joins another invitation, or stays as a new one. */
export const useReviewInvitation = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (input: ReviewInvitationInput) =>
      input.decision === 'accept'
        ? callRoute(invitationsRoutes.accept, {
            params: { eventId, invitationId: input.invitationId },
          })
        : callRoute(invitationsRoutes.link, {
            params: { eventId, invitationId: input.invitationId },
            body: { targetInvitationId: input.targetInvitationId },
          }),
    onSuccess: refresh,
  });
};

export type MemberResponseInput = {
  guestId: number;
  responseId: number;
  decision: 'accept' | 'discard';
};

/** A member's answer sent from the open form with their e-mail: accepted or discarded. */
export const useReviewMemberResponse = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: ({ guestId, responseId, decision }: MemberResponseInput) =>
      callRoute(
        decision === 'accept'
          ? guestsRoutes.acceptResponse
          : guestsRoutes.discardResponse,
        { params: { eventId, guestId, responseId } },
      ),
    onSuccess: refresh,
  });
};

/** Reads the CSV or pasted text and flags each row; saves nothing. */
export const useImportPreview = (eventId: number) =>
  useMutation({
    mutationFn: (body: InvitationImportCommitBody) =>
      callRoute(invitationsRoutes.importPreview, {
        params: { eventId },
        body,
      }),
  });

/** Saves the rows (skipping those with errors only when asked). */
export const useImportInvitations = (eventId: number) => {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (body: InvitationImportCommitBody) =>
      callRoute(invitationsRoutes.import, { params: { eventId }, body }),
    onSuccess: refresh,
  });
};

/** The guest list as a CSV file: one row per member. */
export const useExportGuests = (eventId: number) =>
  useMutation({
    mutationFn: () =>
      callRoute(guestsRoutes.exportCsv, { params: { eventId } }).then(csvFile),
  });

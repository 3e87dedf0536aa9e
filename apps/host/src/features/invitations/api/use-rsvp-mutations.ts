import { callRoute } from '@celebra/api-client';
import {
  invitationsRoutes,
  type RsvpQuestionBody,
  type RsvpSettingsBody,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rsvpKeys } from './invitations-queries';

const useRefreshRsvp = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rsvpKeys.all });
};

/** `PUT /users/rsvp-settings/{eventId}`. */
export const useSaveRsvpSettings = (eventId: number) => {
  const refresh = useRefreshRsvp();
  return useMutation({
    mutationFn: (body: RsvpSettingsBody) =>
      callRoute(invitationsRoutes.saveSettings, { params: { eventId }, body }),
    onSuccess: refresh,
  });
};

/** Creates (`questionId` null) or updates a question. */
export const useSaveQuestion = (eventId: number) => {
  const refresh = useRefreshRsvp();
  return useMutation({
    mutationFn: ({
      questionId,
      body,
    }: {
      questionId: number | null;
      body: RsvpQuestionBody;
    }) =>
      questionId === null
        ? callRoute(invitationsRoutes.addQuestion, {
            params: { eventId },
            body,
          })
        : callRoute(invitationsRoutes.updateQuestion, {
            params: { eventId, questionId },
            body,
          }),
    onSuccess: refresh,
  });
};

export const useRemoveQuestion = (eventId: number) => {
  const refresh = useRefreshRsvp();
  return useMutation({
    mutationFn: (questionId: number) =>
      callRoute(invitationsRoutes.removeQuestion, {
        params: { eventId, questionId },
      }),
    onSuccess: refresh,
  });
};

/** The questions' ids in their new order. */
export const useOrderQuestions = (eventId: number) => {
  const refresh = useRefreshRsvp();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callRoute(invitationsRoutes.orderQuestions, {
        params: { eventId },
        body: { ids },
      }),
    onSuccess: refresh,
  });
};

import { callRoute, createQueryKeys } from '@celebra/api-client';
import type { PersonalAnswerBody } from '@celebra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { invitationRouteRefs } from './invitation-routes';

export const invitationKeys = createQueryKeys('invitation');

/** The household of a personal link (no site password: the code is the proof). */
export const usePersonalInvitation = (slug: string, code: string) =>
  useQuery({
    queryKey: invitationKeys.detail(`${slug}/${code}`),
    queryFn: ({ signal }) =>
      callRoute(
        invitationRouteRefs.personal,
        { params: { slug, code }, signal },
        guestApiClient,
      ),
    staleTime: Infinity,
  });

/** Sends the household's answer; the page then shows what the api kept. */
export const useAnswerInvitation = (slug: string, code: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonalAnswerBody) =>
      callRoute(
        invitationRouteRefs.answer,
        { params: { slug, code }, body },
        guestApiClient,
      ),
    onSuccess: (invitation) =>
      queryClient.setQueryData(
        invitationKeys.detail(`${slug}/${code}`),
        invitation,
      ),
  });
};

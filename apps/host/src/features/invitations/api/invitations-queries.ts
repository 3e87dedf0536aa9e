import { callRoute, createQueryKeys } from '@celebra/api-client';
import {
  INVITATIONS_PAGE_SIZE,
  invitationsRoutes,
  type ListInvitationsQuery,
  PAGE_SIZE_MAX,
} from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const invitationKeys = createQueryKeys('invitations');
export const rsvpKeys = createQueryKeys('rsvp');

export type InvitationFilters = Pick<
  ListInvitationsQuery,
  'q' | 'group' | 'state' | 'gifts'
>;

/** `GET /users/invitations/{eventId}?page&limit&q&group&state&gifts`: one page, by name. */
export const invitationsQueryOptions = (
  eventId: number,
  filters: InvitationFilters,
  page = 1,
  limit = INVITATIONS_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: invitationKeys.list({ eventId, ...filters, page, limit }),
    queryFn: () =>
      callRoute(invitationsRoutes.list, {
        params: { eventId },
        query: { ...filters, page, limit },
      }),
    placeholderData: keepPreviousData,
  });

/** The assistant walks up to 100 invitations of a state at a time. */
export const sendingQueueQueryOptions = (
  eventId: number,
  state: 'not-sent' | 'awaiting',
) => invitationsQueryOptions(eventId, { state }, 1, PAGE_SIZE_MAX);

/** `GET …/summary`: the whole list's counts and its groups. */
export const invitationSummaryQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: invitationKeys.detail(`summary-${eventId}`),
    queryFn: () =>
      callRoute(invitationsRoutes.summary, { params: { eventId } }),
  });

/** `GET …/door-list`: the households coming, sorted, with the headcount. */
export const doorListQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: invitationKeys.detail(`door-${eventId}`),
    queryFn: () =>
      callRoute(invitationsRoutes.doorList, { params: { eventId } }),
  });

/** `GET /users/rsvp-settings/{eventId}`. */
export const rsvpSettingsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: rsvpKeys.detail(`settings-${eventId}`),
    queryFn: () =>
      callRoute(invitationsRoutes.settings, { params: { eventId } }),
  });

/** `GET /users/rsvp-questions/{eventId}`. */
export const rsvpQuestionsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: rsvpKeys.list({ eventId }),
    queryFn: () =>
      callRoute(invitationsRoutes.questions, { params: { eventId } }),
  });

/** `GET /users/rsvp-questions/{eventId}/answers`. */
export const rsvpAnswersQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: rsvpKeys.detail(`answers-${eventId}`),
    queryFn: () =>
      callRoute(invitationsRoutes.questionAnswers, { params: { eventId } }),
  });

import { callRoute, createQueryKeys } from '@celebra/api-client';
import { membersRoutes, PAGE_SIZE } from '@celebra/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const eventMemberKeys = createQueryKeys('admin-event-members');
export const eventActivityKeys = createQueryKeys('admin-event-activity');

/** The event's members (owner first) and its pending invitations. */
export const eventMembersQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventMemberKeys.detail(eventId),
    queryFn: () =>
      callRoute(membersRoutes.adminList, { params: { id: eventId } }),
  });

/** One page of the event's activity, newest first, with how many entries there are. */
export const eventActivityQuery = (eventId: string, page: number) =>
  queryOptions({
    queryKey: eventActivityKeys.list({ eventId, page }),
    queryFn: () =>
      callRoute(membersRoutes.adminActivity, {
        params: { id: eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

/** `DELETE /admin/events/{id}/members/{userId}`; the members and the activity reload. */
export const useRemoveEventMember = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      callRoute(membersRoutes.adminRemoveMember, {
        params: { id: eventId, userId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: eventMemberKeys.detail(eventId),
        }),
        queryClient.invalidateQueries({ queryKey: eventActivityKeys.lists() }),
      ]),
  });
};

import { callRoute, createQueryKeys } from '@celebra/api-client';
import { messagesRoutes, PAGE_SIZE } from '@celebra/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const eventMessageKeys = createQueryKeys('admin-event-messages');

/** One page of the event's messages, newest first, with how many there are. */
export const eventMessagesQuery = (eventId: string, page: number) =>
  queryOptions({
    queryKey: eventMessageKeys.list({ eventId, page }),
    queryFn: () =>
      callRoute(messagesRoutes.adminList, {
        params: { id: eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

/** `DELETE /admin/events/{id}/messages/{messageId}`; the list reloads. */
export const useDeleteEventMessage = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      callRoute(messagesRoutes.adminRemove, {
        params: { id: eventId, messageId },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventMessageKeys.lists() }),
  });
};

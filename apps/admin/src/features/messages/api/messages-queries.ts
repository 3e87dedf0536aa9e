import {
  createQueryKeys,
  deleteAdminEventMessage,
  listAdminEventMessages,
} from '@celebra/api-client';
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const eventMessageKeys = createQueryKeys('admin-event-messages');

export const eventMessagesQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventMessageKeys.list(eventId),
    queryFn: () => listAdminEventMessages(eventId),
    select: (response) => response.messages,
  });

/** `DELETE /admin/events/{id}/messages/{messageId}`; the list reloads. */
export const useDeleteEventMessage = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      deleteAdminEventMessage(eventId, messageId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: eventMessageKeys.list(eventId),
      }),
  });
};

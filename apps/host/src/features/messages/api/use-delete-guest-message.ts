import { callRoute } from '@celebra/api-client';
import { messagesRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestMessageKeys } from './guest-messages-query';

/** `DELETE /users/messages/{eventId}/{messageId}`: 'Recado removido com sucesso.' */
export const useDeleteGuestMessage = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) =>
      callRoute(messagesRoutes.remove, { params: { eventId, messageId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestMessageKeys.lists() }),
  });
};

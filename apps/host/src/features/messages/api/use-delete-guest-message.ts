import { deleteGuestMessage } from '@celebra/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestMessageKeys } from './guest-messages-query';

/** `DELETE /users/messages/{eventId}/{messageId}`: 'Recado removido com sucesso.' */
export const useDeleteGuestMessage = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteGuestMessage(eventId, messageId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestMessageKeys.lists() }),
  });
};

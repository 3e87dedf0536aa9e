import { requestPayout } from '@celebra/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from './money-queries';

/** `POST /users/events/{id}/payout-requests`: asks for the whole available balance. */
export const useRequestPayout = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestPayout(eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
};

import { callRoute } from '@celebra/api-client';
import { moneyRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from './money-queries';

/** `DELETE /users/events/{id}/payout-requests/{payoutId}`: cancels the pending payout. */
export const useCancelPayout = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: number) =>
      callRoute(moneyRoutes.cancelPayoutRequest, {
        params: { eventId, payoutId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
};

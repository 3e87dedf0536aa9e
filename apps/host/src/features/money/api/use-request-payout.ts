import { callRoute } from '@celebra/api-client';
import { moneyRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from './money-queries';

/** `POST /users/events/{id}/payout-requests`: asks for the whole available balance. */
export const useRequestPayout = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callRoute(moneyRoutes.requestPayout, { params: { eventId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
};

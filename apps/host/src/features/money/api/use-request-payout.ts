import { callRoute } from '@celebra/api-client';
import { moneyRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStepUp } from '../../../lib/step-up/step-up-context';
import { moneyKeys } from './money-queries';

/**
 * `POST /users/events/{id}/payout-requests`: asks for the whole available balance (after
 * 'Confirme sua senha' when the session has not confirmed it lately).
 */
export const useRequestPayout = (eventId: number) => {
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  return useMutation({
    mutationFn: () =>
      stepUp(() =>
        callRoute(moneyRoutes.requestPayout, { params: { eventId } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
};

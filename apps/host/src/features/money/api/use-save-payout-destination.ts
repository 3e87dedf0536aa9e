import { callRoute } from '@celebra/api-client';
import {
  moneyRoutes,
  type PayoutDestinationFormInput,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStepUp } from '../../../lib/step-up/step-up-context';
import { payoutDestinationQueryOptions } from './money-queries';

/**
 * `PUT /users/events/{id}/payout-destination` (after 'Confirme sua senha' when the session has
 * not confirmed it lately); the page then shows the new masked line.
 */
export const useSavePayoutDestination = (eventId: number) => {
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  return useMutation({
    mutationFn: (body: PayoutDestinationFormInput) =>
      stepUp(() =>
        callRoute(moneyRoutes.savePayoutDestination, {
          params: { eventId },
          body,
        }),
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(
        payoutDestinationQueryOptions(eventId).queryKey,
        answer,
      ),
  });
};

import { callRoute } from '@celebra/api-client';
import {
  moneyRoutes,
  type PayoutDestinationFormInput,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutDestinationQueryOptions } from './money-queries';

/** `PUT /users/events/{id}/payout-destination`; the page then shows the new masked line. */
export const useSavePayoutDestination = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutDestinationFormInput) =>
      callRoute(moneyRoutes.savePayoutDestination, {
        params: { eventId },
        body,
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData(
        payoutDestinationQueryOptions(eventId).queryKey,
        answer,
      ),
  });
};

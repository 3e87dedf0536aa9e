import { callRoute } from '@celebra/api-client';
import { servicesRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from './service-queries';

/** A window opened during the click (so no popup blocker stops it), pointed at the checkout later. */
export type CheckoutWindow = {
  show: (paymentLink: string) => void;
  discard: () => void;
};

/** Opens a blank window now; without one (blocked), the checkout replaces this page. */
export const openCheckoutWindow = (): CheckoutWindow => {
  const popup = window.open('', '_blank');
  return {
    show: (paymentLink) => {
      if (!popup || popup.closed) {
        window.location.assign(paymentLink);
        return;
      }
      popup.opener = null;
      popup.location.href = paymentLink;
    },
    discard: () => popup?.close(),
  };
};

/** `POST /users/services/purchase`: the payment link of a new (or still pending) purchase. */
export const usePurchaseService = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: number) =>
      callRoute(servicesRoutes.purchase, { body: { serviceId, eventId } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
};

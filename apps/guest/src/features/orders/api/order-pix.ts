import { callRoute } from '@celebra/api-client';
import type { PixChargeView } from '@celebra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';
import { orderKeys } from './get-order-status';

const pixKey = (orderId: number, token: string) =>
  orderKeys.detail(`${orderId}:${token}:pix`);

/** The order's current Pix charge; read once (it changes only when the guest renews it). */
export const useOrderPix = (orderId: number, token: string) =>
  useQuery({
    queryKey: pixKey(orderId, token),
    queryFn: ({ signal }) =>
      callRoute(
        apiRoutes.orderPix,
        { params: { orderId }, query: { token }, signal },
        guestApiClient,
      ),
    select: (answer): PixChargeView => answer.pix,
    staleTime: Infinity,
    retry: (failures) => failures < 2,
  });

/** A new charge for an expired one; the screen then shows it. */
export const useRenewOrderPix = (orderId: number, token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callRoute(
        apiRoutes.renewOrderPix,
        { params: { orderId }, query: { token } },
        guestApiClient,
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(pixKey(orderId, token), answer),
  });
};

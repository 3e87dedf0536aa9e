import { callRoute, createQueryKeys } from '@celebra/api-client';
import {
  type AdminPayout,
  type ConcludePayoutBody,
  moneyRoutes,
  PAGE_SIZE,
} from '@celebra/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const payoutKeys = createQueryKeys('admin-payouts');
export const payoutDestinationKeys = createQueryKeys(
  'admin-payout-destinations',
);

type PayoutStatus = AdminPayout['status'];

/** One page of the payouts in `status`, newest first, with how many there are in all. */
export const payoutsQuery = (status: PayoutStatus, page: number) =>
  queryOptions({
    queryKey: payoutKeys.list({ status, page }),
    queryFn: () =>
      callRoute(moneyRoutes.adminPayouts, {
        query: { status, page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The payout's destination, whole: read each time the conclusion opens, not kept once it closes. */
export const payoutDestinationQuery = (payoutId: number) =>
  queryOptions({
    queryKey: payoutDestinationKeys.detail(String(payoutId)),
    queryFn: () =>
      callRoute(moneyRoutes.adminPayoutDestination, {
        params: { id: payoutId },
      }),
    select: (response) => response.destination,
    staleTime: 0,
    gcTime: 0,
  });

const useReloadPayouts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payoutKeys.all });
};

/** `PUT /admin/payouts/{id}/conclude` with the amount paid (centavos) and the transfer id. */
export const useConcludePayout = () => {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: ({
      payoutId,
      ...body
    }: ConcludePayoutBody & { payoutId: number }) =>
      callRoute(moneyRoutes.adminConcludePayout, {
        params: { id: payoutId },
        body,
      }),
    onSuccess: reload,
  });
};

/** `PUT /admin/payouts/{id}/fail` with the reason: the amount returns to the host's balance. */
export const useFailPayout = () => {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: ({ payoutId, reason }: { payoutId: number; reason: string }) =>
      callRoute(moneyRoutes.adminFailPayout, {
        params: { id: payoutId },
        body: { reason },
      }),
    onSuccess: reload,
  });
};

/** `PUT /admin/payouts/{id}/cancel`: the amount returns to the host's balance. */
export const useCancelPayout = () => {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: (payoutId: number) =>
      callRoute(moneyRoutes.adminCancelPayout, { params: { id: payoutId } }),
    onSuccess: reload,
  });
};

import {
  cancelPayout,
  concludePayout,
  createQueryKeys,
  failPayout,
  listAdminPayouts,
} from '@celebra/api-client';
import type { AdminPayout } from '@celebra/contracts';
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const payoutKeys = createQueryKeys('admin-payouts');

type PayoutStatus = AdminPayout['status'];

export const payoutsQuery = (status: PayoutStatus) =>
  queryOptions({
    queryKey: payoutKeys.list(status),
    queryFn: () => listAdminPayouts({ status }),
    select: (response) => response.payouts,
    staleTime: 0,
  });

const useReloadPayouts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payoutKeys.all });
};

/** `PUT /admin/payouts/{id}/conclude` with the amount paid (centavos). */
export const useConcludePayout = () => {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: ({
      payoutId,
      paidAmount,
    }: {
      payoutId: number;
      paidAmount: number;
    }) => concludePayout(payoutId, { paidAmount }),
    onSuccess: reload,
  });
};

export type PayoutClosing = 'fail' | 'cancel';

/** `PUT /admin/payouts/{id}/fail` or `/cancel`: the amount returns to the host's balance. */
export const useClosePayout = () => {
  const reload = useReloadPayouts();
  return useMutation({
    mutationFn: ({
      payoutId,
      closing,
    }: {
      payoutId: number;
      closing: PayoutClosing;
    }) => (closing === 'fail' ? failPayout(payoutId) : cancelPayout(payoutId)),
    onSuccess: reload,
  });
};

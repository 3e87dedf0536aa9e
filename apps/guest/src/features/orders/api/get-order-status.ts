import { callRoute, createQueryKeys, isApiError } from '@celebra/api-client';
import type { OrderStatusView } from '@celebra/contracts';
import { useQuery } from '@tanstack/react-query';
import { guestApiClient } from '../../../lib/api-client';
import { apiRoutes } from '../../../lib/api-routes';

export const orderKeys = createQueryKeys('guest-order');

/** How often the 'Obrigado!' page asks again while the payment is pending. */
export const ORDER_STATUS_POLL_MS = 3_000;

/** After these an order never changes again: the page stops asking. */
const FINAL_STATUSES: ReadonlySet<OrderStatusView['status']> = new Set([
  'APPROVED',
  'RECUSED',
  'CANCELLED',
]);

export const isFinalStatus = (status: OrderStatusView['status']) =>
  FINAL_STATUSES.has(status);

const isNotFound = (error: unknown) =>
  isApiError(error) && error.status === 404;

/**
 * The guest's order, asked again every `pollMs` (ORDER_STATUS_POLL_MS; false: read once) until
 * it is APPROVED, RECUSED or CANCELLED; a 404 (unknown order or wrong token) is final too.
 */
export const useOrderStatus = (
  orderId: number,
  token: string,
  pollMs: number | false = ORDER_STATUS_POLL_MS,
) =>
  useQuery({
    queryKey: orderKeys.detail(`${orderId}:${token}`),
    queryFn: ({ signal }) =>
      callRoute(
        apiRoutes.orderStatus,
        { params: { orderId }, query: { token }, signal },
        guestApiClient,
      ),
    select: (answer) => answer.order,
    retry: (failures, error) => !isNotFound(error) && failures < 3,
    refetchInterval: (query) => {
      const status = query.state.data?.order.status;
      if (status && isFinalStatus(status)) return false;
      if (isNotFound(query.state.error)) return false;
      return pollMs;
    },
  });

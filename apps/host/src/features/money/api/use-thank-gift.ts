import { callRoute, type RouteResult } from '@celebra/api-client';
import { moneyRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { receivedGiftsQueryOptions } from './money-queries';

export type ThankGiftInput = { orderId: number; thanked: boolean };

/** The order's mark before the toggle, to put back when the call fails. */
type Rollback = { thankedAt: string | null };

/**
 * `PUT …/received-gifts/{orderId}/thanked`: the mark changes on screen at once, takes the
 * server's time once answered, and goes back to what it was when the call fails (other
 * orders' marks are left alone). `page`: the page of the list on screen.
 */
export const useThankGift = (eventId: number, page = 1) => {
  const queryClient = useQueryClient();
  const { queryKey } = receivedGiftsQueryOptions(eventId, page);
  const setThankedAt = (orderId: number, thankedAt: string | null) =>
    queryClient.setQueryData(queryKey, (data) =>
      data
        ? {
            ...data,
            receivedGifts: data.receivedGifts.map((gift) =>
              gift.id === orderId ? { ...gift, thankedAt } : gift,
            ),
          }
        : data,
    );
  return useMutation<
    RouteResult<typeof moneyRoutes.setThanked>,
    Error,
    ThankGiftInput,
    Rollback
  >({
    mutationFn: ({ orderId, thanked }) =>
      callRoute(moneyRoutes.setThanked, {
        params: { eventId, orderId },
        body: { thanked },
      }),
    onMutate: async ({ orderId, thanked }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient
        .getQueryData(queryKey)
        ?.receivedGifts.find((gift) => gift.id === orderId);
      setThankedAt(orderId, thanked ? new Date().toISOString() : null);
      return { thankedAt: before?.thankedAt ?? null };
    },
    onSuccess: (answer, { orderId }) => setThankedAt(orderId, answer.thankedAt),
    onError: (_error, { orderId }, rollback) =>
      setThankedAt(orderId, rollback?.thankedAt ?? null),
  });
};

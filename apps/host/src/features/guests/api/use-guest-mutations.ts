import { callRoute, csvFile } from '@celebra/api-client';
import { guestsRoutes, type SaveGuestBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestKeys } from './guests-query';

export type SaveGuestInput = { guestId: number | null; body: SaveGuestBody };

/** Creates (`guestId` null) or updates a guest, then the list is loaded again. */
export const useSaveGuest = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, body }: SaveGuestInput) =>
      guestId === null
        ? callRoute(guestsRoutes.add, { params: { eventId }, body })
        : callRoute(guestsRoutes.update, {
            params: { eventId, guestId },
            body,
          }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
};

/** `DELETE /users/guests/{eventId}/{guestId}` (wired, a deliberate change from the product specification). */
export const useDeleteGuest = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: number) =>
      callRoute(guestsRoutes.remove, { params: { eventId, guestId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
};

/** The guest list as a CSV file. */
export const useExportGuests = (eventId: number) =>
  useMutation({
    mutationFn: () =>
      callRoute(guestsRoutes.exportCsv, { params: { eventId } }).then(csvFile),
  });

export type ReviewInput = {
  guestId: number;
  responseId: number;
  decision: 'accept' | 'discard';
};

/** Accepts or discards an answer waiting for review, then the list is loaded again. */
export const useReviewResponse = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, responseId, decision }: ReviewInput) =>
      callRoute(
        decision === 'accept'
          ? guestsRoutes.acceptResponse
          : guestsRoutes.discardResponse,
        { params: { eventId, guestId, responseId } },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
};

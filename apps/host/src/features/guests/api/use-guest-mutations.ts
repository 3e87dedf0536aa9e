import {
  acceptGuestResponse,
  createGuest,
  deleteGuest,
  discardGuestResponse,
  exportGuestsCsv,
  updateGuest,
} from '@celebra/api-client';
import type { SaveGuestBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestKeys } from './guests-query';

export type SaveGuestInput = { guestId: number | null; body: SaveGuestBody };

/** Creates (`guestId` null) or updates a guest, then the list is loaded again. */
export const useSaveGuest = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, body }: SaveGuestInput) =>
      guestId === null
        ? createGuest(eventId, body)
        : updateGuest(eventId, guestId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
};

/** `DELETE /users/guests/{eventId}/{guestId}` (wired, a deliberate change from the product specification). */
export const useDeleteGuest = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: number) => deleteGuest(eventId, guestId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
};

/** The guest list as a CSV file. */
export const useExportGuests = (eventId: number) =>
  useMutation({ mutationFn: () => exportGuestsCsv(eventId) });

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
      decision === 'accept'
        ? acceptGuestResponse(eventId, guestId, responseId)
        : discardGuestResponse(eventId, guestId, responseId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
  });
};

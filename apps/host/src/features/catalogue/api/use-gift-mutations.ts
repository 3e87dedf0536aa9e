import {
  addEventGifts,
  createGiftSuggestion,
  removeEventGift,
  saveOwnGift,
  type SaveOwnGiftInput,
} from '@celebra/api-client';
import type { GiftSuggestionBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventGiftKeys } from './event-gifts-query';

const useInvalidateGifts = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventGiftKeys.all });
};

/** `DELETE /users/gifts/{eventId}/{giftId}`. */
export const useRemoveGift = (eventId: number) => {
  const invalidate = useInvalidateGifts();
  return useMutation({
    mutationFn: (giftId: number) => removeEventGift(eventId, giftId),
    onSuccess: invalidate,
  });
};

/** `POST /users/gifts/{eventId}`: catalogue gifts added to the list. */
export const useAddGifts = (eventId: number) => {
  const invalidate = useInvalidateGifts();
  return useMutation({
    mutationFn: (giftIds: number[]) => addEventGifts(eventId, { giftIds }),
    onSuccess: invalidate,
  });
};

/** `POST /users/gifts/suggestion/{eventId}`. */
export const useCreateSuggestion = (eventId: number) => {
  const invalidate = useInvalidateGifts();
  return useMutation({
    mutationFn: (body: GiftSuggestionBody) =>
      createGiftSuggestion(eventId, body),
    onSuccess: invalidate,
  });
};

/** `POST /users/gifts/{eventId}/own` or `PUT …/own/{giftId}`: a free-value or shared gift. */
export const useSaveOwnGift = (eventId: number, giftId: number | null) => {
  const invalidate = useInvalidateGifts();
  return useMutation({
    mutationFn: (input: SaveOwnGiftInput) =>
      saveOwnGift(eventId, giftId, input),
    onSuccess: invalidate,
  });
};

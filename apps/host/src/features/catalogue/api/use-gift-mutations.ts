import { callRoute } from '@celebra/api-client';
import {
  catalogueRoutes,
  type GiftSuggestionBody,
  type OwnGiftForm,
} from '@celebra/contracts';
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
    mutationFn: (giftId: number) =>
      callRoute(catalogueRoutes.removeGift, { params: { eventId, giftId } }),
    onSuccess: invalidate,
  });
};

/** `POST /users/gifts/{eventId}`: catalogue gifts added to the list. */
export const useAddGifts = (eventId: number) => {
  const invalidate = useInvalidateGifts();
  return useMutation({
    mutationFn: (giftIds: number[]) =>
      callRoute(catalogueRoutes.addGifts, {
        params: { eventId },
        body: { giftIds },
      }),
    onSuccess: invalidate,
  });
};

/** `POST /users/gifts/suggestion/{eventId}`. */
export const useCreateSuggestion = (eventId: number) => {
  const invalidate = useInvalidateGifts();
  return useMutation({
    mutationFn: (body: GiftSuggestionBody) =>
      callRoute(catalogueRoutes.suggestGift, { params: { eventId }, body }),
    onSuccess: invalidate,
  });
};

export interface OwnGiftInput extends OwnGiftForm {
  /** Optional picture; on update, a new one replaces the old one. */
  image?: Blob | null;
}

/**
 * `POST /users/gifts/{eventId}/own` or `PUT …/own/{giftId}`, multipart: a free-value gift
 * (name, suggested amounts in centavos; '5000,10000' in multipart) or a shared gift (name, total
 * price in centavos, share count).
 */
export const useSaveOwnGift = (eventId: number, giftId: number | null) => {
  const invalidate = useInvalidateGifts();
  return useMutation({
    mutationFn: (body: OwnGiftInput) =>
      giftId === null
        ? callRoute(catalogueRoutes.createOwnGift, {
            params: { eventId },
            body,
          })
        : callRoute(catalogueRoutes.updateOwnGift, {
            params: { eventId, giftId },
            body,
          }),
    onSuccess: invalidate,
  });
};

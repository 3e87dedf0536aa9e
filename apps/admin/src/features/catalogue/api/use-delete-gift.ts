import { callRoute } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftKeys } from './gift-queries';

/** Deletes a gift (the api deactivates it instead when orders refer to it). */
export const useDeleteGift = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (giftId: string) =>
      callRoute(catalogueRoutes.adminRemoveGift, { params: { id: giftId } }),
    onSuccess: (_response, giftId) => {
      queryClient.removeQueries({ queryKey: giftKeys.detail(giftId) });
      return queryClient.invalidateQueries({ queryKey: giftKeys.lists() });
    },
  });
};

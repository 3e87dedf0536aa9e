import { callRoute } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GiftFormValues } from '../lib/gift-form-schema';
import { giftKeys } from './gift-queries';

/**
 * Sends the gift form as multipart (POST without `giftId`, PUT with it) and reports the
 * uploaded fraction (0 to 1) while it goes.
 */
export const useSaveGift = (giftId: string | null) => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (values: GiftFormValues) => {
      setProgress(0);
      const input = { body: values, onProgress: setProgress };
      return giftId === null
        ? callRoute(catalogueRoutes.adminCreateGift, input)
        : callRoute(catalogueRoutes.adminUpdateGift, {
            ...input,
            params: { id: giftId },
          });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.all }),
  });
  return { ...mutation, progress };
};

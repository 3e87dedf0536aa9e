import { callRoute } from '@celebra/api-client';
import { catalogueRoutes, type FetchGiftsSlugQuery } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';

/** Step 1's check: the category's gifts and whether the slug is free. */
export const useCheckSlug = () =>
  useMutation({
    mutationFn: (query: FetchGiftsSlugQuery) =>
      callRoute(catalogueRoutes.giftsAndSlug, { query }),
  });

import { fetchGiftsSlug } from '@celebra/api-client';
import type { FetchGiftsSlugQuery } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';

/** Step 1's check: the category's gifts and whether the slug is free. */
export const useCheckSlug = () =>
  useMutation({
    mutationFn: (query: FetchGiftsSlugQuery) => fetchGiftsSlug(query),
  });

import { useEffect } from 'react';
import { pageCount } from './page-math';

/**
 * The page count of a paged list once its `total` is known; when the list shrinks under the
 * page shown (the last item of the last page was deleted), moves to the last page left.
 */
export const usePageInRange = (
  page: number,
  total: number | undefined,
  setPage: (page: number) => void,
): number => {
  const totalPages = pageCount(total ?? 0);
  useEffect(() => {
    if (total !== undefined && page > totalPages) setPage(totalPages);
  }, [total, page, totalPages, setPage]);
  return totalPages;
};

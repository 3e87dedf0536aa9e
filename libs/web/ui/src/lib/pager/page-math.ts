import { PAGE_SIZE } from '@celebra/contracts';

/** Number of pages for `total` items: total ÷ page size rounded up, at least 1. */
export const pageCount = (
  total: number,
  pageSize: number = PAGE_SIZE,
): number => Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

export type PageWindowItem = number | 'gap';

/**
 * The page buttons to show: the first and last page, the current one and `radius` pages on
 * each side, with 'gap' where pages are skipped. Pages are 1-based.
 */
export const pageWindow = (
  page: number,
  totalPages: number,
  radius = 2,
): PageWindowItem[] => {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  const shown = new Set<number>([1, last]);
  for (let p = current - radius; p <= current + radius; p += 1) {
    if (p >= 1 && p <= last) shown.add(p);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
};

import { type AnyColumn, desc } from 'drizzle-orm';

/** A page of a list as the repositories read it: LIMIT and OFFSET. */
export interface PageSlice {
  limit: number;
  offset: number;
}

/** `?page=&limit=` (1-based page) as the LIMIT and OFFSET of that page. */
export function pageSlice(query: { page: number; limit: number }): PageSlice {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

/** A query whose rows can be cut to a page. */
interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** The rows of `query` on the page `page`, and `total`, the count of all of them. */
export async function pageOf<Row>(
  query: Pageable<Row>,
  page: PageSlice,
  total: PromiseLike<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, count] = await Promise.all([
    query.limit(page.limit).offset(page.offset),
    total,
  ]);
  return { rows, total: count };
}

/** Newest first, the later id first on a tie. */
export const newestFirst = (table: { createdAt: AnyColumn; id: AnyColumn }) => [
  desc(table.createdAt),
  desc(table.id),
];

import { TOTAL_COUNT_CAP } from '@celebra/contracts';
import type { DbOrTx } from '@celebra/db';
import { type AnyColumn, count, desc } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

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

/** A total counted up to a bound: `total` is the bound when more rows match. */
export interface CappedTotal {
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * How many rows a list's total counts at most: TOTAL_COUNT_CAP, or up to the end of the page
 * asked for when that is further (so a later page still knows whether another follows).
 */
export const totalBound = (page: PageSlice) =>
  Math.max(TOTAL_COUNT_CAP, page.offset + page.limit);

/**
 * How many rows `matching` (a select of the matching rows, any columns) returns, counting at
 * most `totalBound(page)` + 1 of them: counting every match of a common search term costs more
 * than the page itself.
 */
export async function cappedTotal(
  db: DbOrTx,
  matching: PgSelect,
  page: PageSlice,
): Promise<CappedTotal> {
  const bound = totalBound(page);
  const [row] = await db
    .select({ counted: count() })
    .from(matching.limit(bound + 1).as('matching'));
  const counted = row?.counted ?? 0;
  return counted > bound
    ? { total: bound, totalIsLowerBound: true }
    : { total: counted, totalIsLowerBound: false };
}

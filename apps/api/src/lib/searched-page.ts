import type { DbOrTx } from '@celebra/db';
import { desc, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  type CappedTotal,
  cappedTotal,
  type PageSlice,
  totalBound,
} from './paging';

/** What `searchedPage` needs of a list: how to find its matches and read its rows. */
export interface SearchedList<Row> {
  /**
   * A select of the matching rows' `id` and `createdAt` (exactly these two keys), with the
   * search written so that its indexes can serve it. A new builder on each call.
   */
  matching: () => PgSelect;
  /**
   * A select of the matching rows' `id`, newest first, with the search written so that no
   * search index serves it: PostgreSQL walks the (created_at, id) index and stops at the page
   * (many rows match, the walk is short). Only ids: the page's rows are joined afterwards.
   */
  idsAlongIndex: () => PgSelect;
  /** The rows with these ids (a list, or a select of one `id` column), newest first. */
  rowsByIds: (ids: number[] | SQLWrapper) => PromiseLike<Row[]>;
}

/**
 * One page of a searchable list, newest first, and its total counted up to `totalBound(page)`.
 * Fast whether the search matches a few rows or most of them:
 *
 * 1. the matches' keys, at most bound + 1 of them (a search index finds them when they are few;
 *    when they are many the first bound + 1 come quickly), sorted newest first, cut to the page,
 *    with how many there were;
 * 2. at most bound: they were all the matches, so the total is exact and the page's rows are
 *    read by id; more: the page's ids are read along the newest-first index, which reaches them
 *    after a short walk since at least one row in a hundred matches, then their rows by id, and
 *    the total is 'more than bound'.
 */
export async function searchedPage<Row>(
  db: DbOrTx,
  list: SearchedList<Row>,
  page: PageSlice,
): Promise<{ rows: Row[]; total: CappedTotal }> {
  const bound = totalBound(page);
  const matching = list
    .matching()
    .limit(bound + 1)
    .as('matching');
  const keys: { id: number; matched: number }[] = await db
    .select({
      id: sql<number>`${matching.id}`.mapWith(Number),
      matched: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(matching)
    .orderBy(
      desc(matching.createdAt as PgColumn),
      desc(matching.id as PgColumn),
    )
    .limit(page.limit)
    .offset(page.offset);
  const first = keys[0];
  if (!first) {
    // Past the last match (or none at all): the keys say nothing of the total.
    const total =
      page.offset === 0
        ? { total: 0, totalIsLowerBound: false }
        : await cappedTotal(db, list.matching(), page);
    return { rows: [], total };
  }
  if (first.matched > bound)
    return {
      // One query: the page's ids along the index, then only their rows joined.
      rows: await list.rowsByIds(
        list.idsAlongIndex().limit(page.limit).offset(page.offset),
      ),
      total: { total: bound, totalIsLowerBound: true },
    };
  return {
    rows: await list.rowsByIds(keys.map((key) => key.id)),
    total: { total: first.matched, totalIsLowerBound: false },
  };
}

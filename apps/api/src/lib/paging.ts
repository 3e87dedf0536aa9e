/** A page of a list as the repositories read it: LIMIT and OFFSET. */
export interface PageSlice {
  limit: number;
  offset: number;
}

/** `?page=&limit=` (1-based page) as the LIMIT and OFFSET of that page. */
export function pageSlice(query: { page: number; limit: number }): PageSlice {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

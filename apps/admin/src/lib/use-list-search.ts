import { useSearchParams } from 'react-router-dom';

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export type ListFilters<Key extends string> = Partial<Record<Key, string>>;

/**
 * Filters and page of a paged list, kept in the address so back/forward and reloads keep
 * them. A new filter goes back to page 1.
 */
export const useListSearch = <const Key extends string>(
  keys: readonly Key[],
) => {
  const [params, setParams] = useSearchParams();
  const filters: ListFilters<Key> = {};
  keys.forEach((key) => {
    const value = params.get(key);
    if (value) filters[key] = value;
  });
  const page = readPage(params.get('page'));

  const apply = (next: ListFilters<Key>, nextPage = 1) => {
    const search = new URLSearchParams();
    keys.forEach((key) => {
      const value = next[key]?.trim();
      if (value) search.set(key, value);
    });
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return {
    filters,
    page,
    setFilters: (next: ListFilters<Key>) => apply(next),
    setPage: (nextPage: number) => apply(filters, nextPage),
  };
};

import { useSearchParams } from 'react-router-dom';
import { userFilterKeys, type UserFilters } from '../lib/user-filters';

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** Filters and page of the user list, kept in the address so back/forward and reloads keep them. */
export const useUserSearch = () => {
  const [params, setParams] = useSearchParams();
  const filters: UserFilters = Object.fromEntries(
    userFilterKeys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const page = readPage(params.get('page'));

  const apply = (next: UserFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    userFilterKeys.forEach((key) => {
      const value = next[key];
      if (value) search.set(key, value);
    });
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return {
    filters,
    page,
    setFilters: (next: UserFilters) => apply(next),
    setPage: (nextPage: number) => apply(filters, nextPage),
  };
};

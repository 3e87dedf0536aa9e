import {
  type QueryKey,
  useQuery,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ErrorMessageReader,
  useErrorAlert,
} from '../alerts/use-error-alert';
import { usePageInRange } from './use-page-in-range';

/**
 * A paged list: the query of the page shown and the `Pager`'s props (the page, from 1; the page
 * count once `total` is known, the page moving back when the list shrinks under it), with an
 * error alert when a page fails to load.
 */
export const usePagedQuery = <
  TData extends { total: number },
  TKey extends QueryKey,
>(
  queryFor: (page: number) => UseQueryOptions<TData, Error, TData, TKey>,
  loadError: string,
  readMessage: ErrorMessageReader,
) => {
  const [page, setPage] = useState(1);
  const query = useQuery(queryFor(page));
  const totalPages = usePageInRange(page, query.data?.total, setPage);
  useErrorAlert(query.error, loadError, readMessage);
  return { query, pager: { page, totalPages, onPageChange: setPage } };
};

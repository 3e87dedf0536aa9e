import { callRoute, createQueryKeys } from '@celebra/api-client';
import {
  PAGE_SIZE,
  type PrivacyRequestFilter,
  privacyRecordsRoutes,
} from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const privacyRequestKeys = createQueryKeys('admin-privacy-requests');
export const adminDataViewKeys = createQueryKeys('admin-data-views');

/** One page of the data requests matching `status`, newest first, with how many match. */
export const privacyRequestsQuery = (
  status: PrivacyRequestFilter,
  page: number,
) =>
  queryOptions({
    queryKey: privacyRequestKeys.list({ status, page }),
    queryFn: () =>
      callRoute(privacyRecordsRoutes.requests, {
        query: { status, page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One page of the administrators' views of whole payout destinations, newest first. */
export const adminDataViewsQuery = (page: number) =>
  queryOptions({
    queryKey: adminDataViewKeys.list({ page }),
    queryFn: () =>
      callRoute(privacyRecordsRoutes.dataViews, {
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

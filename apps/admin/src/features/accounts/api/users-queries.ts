import { callRoute, createQueryKeys } from '@celebra/api-client';
import { adminUsersRoutes, PAGE_SIZE } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserFilters } from '../lib/user-filters';

export const userKeys = createQueryKeys('admin-users');

/** One page of 20 users matching the filters, with the total of matches. */
export const usersListQuery = (filters: UserFilters, page: number) =>
  queryOptions({
    queryKey: userKeys.list({ ...filters, page }),
    queryFn: () =>
      callRoute(adminUsersRoutes.list, {
        query: { ...filters, page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

/** The events of one user (the "user's events" popup). */
export const userEventsQuery = (userId: number) =>
  queryOptions({
    queryKey: [...userKeys.detail(String(userId)), 'events'] as const,
    queryFn: () =>
      callRoute(adminUsersRoutes.events, { params: { id: userId } }),
    select: (response) => response.events,
  });

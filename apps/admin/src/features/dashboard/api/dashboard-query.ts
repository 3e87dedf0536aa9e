import { callRoute, createQueryKeys } from '@celebra/api-client';
import { dashboardRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const dashboardKeys = createQueryKeys('admin-dashboard');

/** The three counters; always fresh when the dashboard opens. */
export const dashboardTotalsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => callRoute(dashboardRoutes.adminTotals, {}),
    select: (response) => response.totals,
    staleTime: 0,
  });

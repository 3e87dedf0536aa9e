import { createQueryKeys, getAdminDashboard } from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const dashboardKeys = createQueryKeys('admin-dashboard');

/** The three counters; always fresh when the dashboard opens. */
export const dashboardTotalsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => getAdminDashboard(),
    select: (response) => response.totals,
    staleTime: 0,
  });

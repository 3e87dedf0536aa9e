import { callRoute, createQueryKeys } from '@celebra/api-client';
import { eventsRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const customPageKeys = createQueryKeys('custom-pages');

/** `GET /users/events/{eventId}/pages`: the pages, whether the Página service is contracted, and its limit. */
export const customPagesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: customPageKeys.list({ eventId }),
    queryFn: () => callRoute(eventsRoutes.customPages, { params: { eventId } }),
  });

import { callRoute, createQueryKeys } from '@celebra/api-client';
import { eventsRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const slugAvailabilityKeys = createQueryKeys('slug-availability');

/** `GET /users/slug-availability?slug=`: asked for a well-formed slug as the host types. */
export const slugAvailabilityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: slugAvailabilityKeys.detail(slug),
    queryFn: () =>
      callRoute(eventsRoutes.slugAvailability, { query: { slug } }),
    staleTime: 30_000,
    retry: false,
  });

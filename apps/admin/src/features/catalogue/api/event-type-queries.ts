import { callRoute, createQueryKeys } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const eventTypeKeys = createQueryKeys('admin-event-types');

/** Every event type with its categories, inactive ones included. */
export const eventTypesQuery = () =>
  queryOptions({
    queryKey: eventTypeKeys.lists(),
    queryFn: () => callRoute(catalogueRoutes.adminEventTypesWithCategories, {}),
    select: (response) => response.eventTypes,
  });

import { callRoute, createQueryKeys } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const eventTypeKeys = createQueryKeys('event-types');
export const eventCategoryKeys = createQueryKeys('event-categories');

/** `GET /users/event-types`: the wizard's first step. */
export const eventTypesQueryOptions = () =>
  queryOptions({
    queryKey: eventTypeKeys.lists(),
    queryFn: () => callRoute(catalogueRoutes.eventTypes, {}),
    select: (data) => data.eventTypes,
    staleTime: Infinity,
  });

/** `GET /users/event-categories?event_type_id`: the categories of the chosen type. */
export const eventCategoriesQueryOptions = (eventTypeId: number) =>
  queryOptions({
    queryKey: eventCategoryKeys.list({ eventTypeId }),
    queryFn: () =>
      callRoute(catalogueRoutes.eventCategories, {
        query: { event_type_id: eventTypeId },
      }),
    select: (data) => data.categories,
    staleTime: Infinity,
  });

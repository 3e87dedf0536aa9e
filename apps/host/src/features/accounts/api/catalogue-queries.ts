import {
  createQueryKeys,
  listEventCategories,
  listEventTypes,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const eventTypeKeys = createQueryKeys('event-types');
export const eventCategoryKeys = createQueryKeys('event-categories');

/** `GET /users/event-types`: the wizard's first step. */
export const eventTypesQueryOptions = () =>
  queryOptions({
    queryKey: eventTypeKeys.lists(),
    queryFn: () => listEventTypes(),
    select: (data) => data.eventTypes,
    staleTime: Infinity,
  });

/** `GET /users/event-categories?event_type_id`: the categories of the chosen type. */
export const eventCategoriesQueryOptions = (eventTypeId: number) =>
  queryOptions({
    queryKey: eventCategoryKeys.list({ eventTypeId }),
    queryFn: () => listEventCategories({ event_type_id: eventTypeId }),
    select: (data) => data.categories,
    staleTime: Infinity,
  });

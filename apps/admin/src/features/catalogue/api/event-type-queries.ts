import {
  createQueryKeys,
  listAdminEventTypesWithCategories,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const eventTypeKeys = createQueryKeys('admin-event-types');

/** Every event type with its categories, inactive ones included. */
export const eventTypesQuery = () =>
  queryOptions({
    queryKey: eventTypeKeys.lists(),
    queryFn: () => listAdminEventTypesWithCategories(),
    select: (response) => response.eventTypes,
  });

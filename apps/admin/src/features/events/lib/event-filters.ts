import {
  listAdminEventsQuerySchema,
  type ListAdminEventsQuery,
  PAGE_SIZE,
} from '@celebra/contracts';
import type { ListFilters } from '../../../lib/use-list-search';

/** The event list filters, as kept in the address. */
export const eventFilterKeys = [
  'id',
  'title',
  'slug',
  'active',
  'dateFilterType',
  'startDate',
  'endDate',
] as const;

export type EventFilters = ListFilters<(typeof eventFilterKeys)[number]>;

/** The list query for the filters of the address; filters it cannot read are dropped. */
export const toEventsQuery = (
  filters: EventFilters,
  page: number,
): ListAdminEventsQuery => {
  const parsed = listAdminEventsQuerySchema.safeParse({
    ...filters,
    page,
    limit: PAGE_SIZE,
  });
  return parsed.success ? parsed.data : { page, limit: PAGE_SIZE };
};

/** The filters of a validated filter form, as text for the address. */
export const toEventFilters = (query: ListAdminEventsQuery): EventFilters => {
  const filters: EventFilters = {};
  eventFilterKeys.forEach((key) => {
    const value = query[key];
    if (value !== undefined && value !== '') filters[key] = String(value);
  });
  return filters;
};

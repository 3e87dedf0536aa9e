import type { ListFilters } from '../../../lib/use-list-search';

/** The user list filters; empty means "any". */
export const userFilterKeys = ['name', 'email', 'phoneNumber'] as const;

export type UserFilters = ListFilters<(typeof userFilterKeys)[number]>;

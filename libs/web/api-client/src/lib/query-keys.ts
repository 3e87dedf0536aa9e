/**
 * The query-key convention for TanStack Query: one factory per resource, so that
 * mutations invalidate `keys.all` (everything), `keys.lists()` or one `keys.detail(id)`.
 */
export const createQueryKeys = <const Resource extends string>(
  resource: Resource,
) => ({
  all: [resource] as const,
  lists: () => [resource, 'list'] as const,
  list: <const Params>(params: Params) => [resource, 'list', params] as const,
  details: () => [resource, 'detail'] as const,
  detail: (id: string) => [resource, 'detail', id] as const,
});

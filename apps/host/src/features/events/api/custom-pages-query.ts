import { createQueryKeys, listCustomPages } from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const customPageKeys = createQueryKeys('custom-pages');

/** `GET /users/events/{eventId}/pages`: the pages, whether the Página service is contracted, and its limit. */
export const customPagesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: customPageKeys.list({ eventId }),
    queryFn: () => listCustomPages(eventId),
  });

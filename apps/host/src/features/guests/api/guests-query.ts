import { callRoute, createQueryKeys } from '@celebra/api-client';
import { guestsRoutes, PAGE_SIZE } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const guestKeys = createQueryKeys('guests');

/** `GET /users/guests/{eventId}?page=`: one page of the guest list, by name, and the headcount. */
export const guestsQueryOptions = (eventId: number, page = 1) =>
  queryOptions({
    queryKey: guestKeys.list({ eventId, page }),
    queryFn: () =>
      callRoute(guestsRoutes.list, {
        params: { eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

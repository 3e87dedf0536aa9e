import { createQueryKeys, listGuests } from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const guestKeys = createQueryKeys('guests');

/** `GET /users/guests/{eventId}`: the guest list, by name, and its headcount. */
export const guestsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: guestKeys.list({ eventId }),
    queryFn: () => listGuests(eventId),
  });

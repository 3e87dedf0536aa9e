import { callRoute, createQueryKeys } from '@celebra/api-client';
import { messagesRoutes, PAGE_SIZE } from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const guestMessageKeys = createQueryKeys('guest-messages');

/** `GET /users/messages/{eventId}?page=`: one page of the messages left on the site, newest first. */
export const guestMessagesQueryOptions = (eventId: number, page = 1) =>
  queryOptions({
    queryKey: guestMessageKeys.list({ eventId, page }),
    queryFn: () =>
      callRoute(messagesRoutes.list, {
        params: { eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

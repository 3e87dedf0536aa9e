import { createQueryKeys, listGuestMessages } from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const guestMessageKeys = createQueryKeys('guest-messages');

/** `GET /users/messages/{eventId}`: messages left on the site, newest first. */
export const guestMessagesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: guestMessageKeys.list({ eventId }),
    queryFn: () => listGuestMessages(eventId),
    select: (data) => data.messages,
  });

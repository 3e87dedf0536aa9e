import { callRoute, createQueryKeys } from '@celebra/api-client';
import {
  type MessageKind,
  messagesRoutes,
  PAGE_SIZE,
} from '@celebra/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const guestMessageKeys = createQueryKeys('guest-messages');

/**
 * `GET /users/messages/{eventId}?page=&kind=`: one page of the recados, gift notes and
 * attendance messages (only `kind` when given), newest first.
 */
export const guestMessagesQueryOptions = (
  eventId: number,
  kind: MessageKind | undefined,
  page = 1,
) =>
  queryOptions({
    queryKey: guestMessageKeys.list({ eventId, kind: kind ?? 'all', page }),
    queryFn: () =>
      callRoute(messagesRoutes.list, {
        params: { eventId },
        query: { page, limit: PAGE_SIZE, ...(kind ? { kind } : {}) },
      }),
    placeholderData: keepPreviousData,
    // A gift's thanks mark is also set from 'Presentes Recebidos': read it afresh on every visit.
    staleTime: 0,
  });

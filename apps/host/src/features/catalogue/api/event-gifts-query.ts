import {
  createQueryKeys,
  getGiftCatalogue,
  listEventGifts,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const eventGiftKeys = createQueryKeys('event-gifts');

/** `GET /users/gifts/{eventId}`: the list's gifts and the gift suggestions. */
export const eventGiftsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventGiftKeys.detail(String(eventId)),
    queryFn: () => listEventGifts(eventId),
  });

/** `GET /users/gifts/{eventId}/catalogue`: one category's catalogue gifts (default: the event's). */
export const giftCatalogueQueryOptions = (
  eventId: number,
  categoryId: number | undefined,
) =>
  queryOptions({
    queryKey: eventGiftKeys.list({ eventId, categoryId }),
    queryFn: () => getGiftCatalogue(eventId, { event_category_id: categoryId }),
  });

import { callRoute, createQueryKeys } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const eventGiftKeys = createQueryKeys('event-gifts');

/** `GET /users/gifts/{eventId}`: the list's gifts and the gift suggestions. */
export const eventGiftsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventGiftKeys.detail(String(eventId)),
    queryFn: () => callRoute(catalogueRoutes.giftList, { params: { eventId } }),
  });

/** `GET /users/gifts/{eventId}/catalogue`: one category's catalogue gifts (default: the event's). */
export const giftCatalogueQueryOptions = (
  eventId: number,
  categoryId: number | undefined,
) =>
  queryOptions({
    queryKey: eventGiftKeys.list({ eventId, categoryId }),
    queryFn: () =>
      callRoute(catalogueRoutes.giftCatalogue, {
        params: { eventId },
        query: { event_category_id: categoryId },
      }),
  });

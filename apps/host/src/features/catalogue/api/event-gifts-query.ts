import { callRoute, createQueryKeys } from '@celebra/api-client';
import { catalogueRoutes, type EventGift } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const eventGiftKeys = createQueryKeys('event-gifts');

/** The first moment a share the list shows as held is freed (ms), or undefined. */
function nextRelease(gifts: readonly EventGift[]): number | undefined {
  let next: number | undefined;
  for (const { shares } of gifts) {
    const at = shares?.heldUntil ? Date.parse(shares.heldUntil) : Number.NaN;
    if (!Number.isNaN(at) && (next === undefined || at < next)) next = at;
  }
  return next;
}

/**
 * `GET /users/gifts/{eventId}`: the list's gifts and the gift suggestions; read again once a
 * hold it shows ends, so the freed shares show without a reload.
 */
export const eventGiftsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventGiftKeys.detail(String(eventId)),
    queryFn: () => callRoute(catalogueRoutes.giftList, { params: { eventId } }),
    refetchInterval: (query) => {
      const at = query.state.data && nextRelease(query.state.data.gifts);
      return at === undefined ? false : Math.max(1_000, at - Date.now() + 500);
    },
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

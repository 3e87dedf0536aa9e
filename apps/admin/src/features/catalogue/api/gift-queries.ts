import { callRoute, createQueryKeys } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const giftKeys = createQueryKeys('admin-gifts');
export const giftCategoryKeys = createQueryKeys('admin-gift-categories');

/*
 * Event types and categories are edited on the event types screen, so the lists that show them
 * here are always refetched when a screen opens.
 */

/** Event types → their categories → their gifts, inactive ones included. */
export const giftsByCategoryQuery = () =>
  queryOptions({
    queryKey: giftKeys.lists(),
    queryFn: () => callRoute(catalogueRoutes.adminGiftsByCategory, {}),
    select: (response) => response.giftsByCategory,
    staleTime: 0,
  });

export const giftQuery = (giftId: string) =>
  queryOptions({
    queryKey: giftKeys.detail(giftId),
    queryFn: () =>
      callRoute(catalogueRoutes.adminGift, { params: { id: giftId } }),
    select: (response) => response.gift,
  });

/** The categories a gift can belong to, grouped by event type. */
export const giftCategoriesQuery = () =>
  queryOptions({
    queryKey: giftCategoryKeys.lists(),
    queryFn: () => callRoute(catalogueRoutes.adminEventTypesWithCategories, {}),
    select: (response) => response.eventTypes,
    staleTime: 0,
  });

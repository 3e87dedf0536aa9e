import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

const idParam = ':id';

/**
 * Gifts, event types, services and service types: owned by the catalogue
 * screens, composed into the signed-in routes by authenticated-routes.tsx.
 */
export const catalogueRoutes: RouteObject[] = [
  {
    path: paths.gifts,
    lazy: async () => ({
      Component: (
        await import('../../features/catalogue/components/gifts-page')
      ).GiftsPage,
    }),
  },
  {
    path: paths.giftCreate,
    lazy: async () => ({
      Component: (
        await import('../../features/catalogue/components/gift-form-page')
      ).GiftFormPage,
    }),
  },
  {
    path: paths.gift(idParam),
    lazy: async () => ({
      Component: (
        await import('../../features/catalogue/components/gift-form-page')
      ).GiftFormPage,
    }),
  },
  {
    path: paths.eventTypes,
    lazy: async () => ({
      Component: (
        await import('../../features/catalogue/components/event-types-page')
      ).EventTypesPage,
    }),
  },
  {
    path: paths.services,
    lazy: async () => ({
      Component: (
        await import('../../features/services/components/services-page')
      ).ServicesPage,
    }),
  },
  {
    path: paths.serviceCreate,
    lazy: async () => ({
      Component: (
        await import('../../features/services/components/service-form-page')
      ).ServiceFormPage,
    }),
  },
  {
    path: paths.service(idParam),
    lazy: async () => ({
      Component: (
        await import('../../features/services/components/service-form-page')
      ).ServiceFormPage,
    }),
  },
  {
    path: paths.serviceType(idParam),
    lazy: async () => ({
      Component: (
        await import('../../features/services/components/service-type-page')
      ).ServiceTypePage,
    }),
  },
];

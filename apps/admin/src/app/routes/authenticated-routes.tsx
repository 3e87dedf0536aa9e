import { FullPageLoading } from '@celebra/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { catalogueRoutes } from './catalogue-routes';
import { DashboardRoute } from './dashboard';
import { SignedInLayout } from './signed-in-layout';

/**
 * Signed in (spec admin §2): the dashboard at / and /admin; a signed-in admin at /login goes to
 * /admin (where login lands); other unknown paths go to the root.
 */
export const authenticatedRoutes: RouteObject[] = [
  {
    element: <SignedInLayout />,
    // Screens load lazily; the first one opened shows this while its code arrives.
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      { path: paths.root, element: <DashboardRoute /> },
      { path: paths.adminRoot, element: <DashboardRoute /> },
      {
        path: paths.users,
        lazy: async () => ({
          Component: (
            await import('../../features/users/components/users-page')
          ).UsersPage,
        }),
      },
      {
        path: paths.events,
        lazy: async () => ({
          Component: (
            await import('../../features/events/components/events-page')
          ).EventsPage,
        }),
      },
      {
        path: paths.event(':id'),
        lazy: async () => ({
          Component: (
            await import('../../features/events/components/event-detail-page')
          ).EventDetailPage,
        }),
      },
      {
        path: paths.eventMessages(':id'),
        lazy: async () => ({
          Component: (
            await import(
              '../../features/event-messages/components/event-messages-page'
            )
          ).EventMessagesPage,
        }),
      },
      {
        path: paths.eventGuests(':id'),
        lazy: async () => ({
          Component: (
            await import(
              '../../features/event-guests/components/event-guests-page'
            )
          ).EventGuestsPage,
        }),
      },
      {
        path: paths.eventGiftsReceived(':id'),
        lazy: async () => ({
          Component: (
            await import(
              '../../features/event-received-gifts/components/event-received-gifts-page'
            )
          ).EventReceivedGiftsPage,
        }),
      },
      {
        path: paths.eventServices(':id'),
        lazy: async () => ({
          Component: (
            await import(
              '../../features/event-services/components/event-services-page'
            )
          ).EventServicesPage,
        }),
      },
      {
        path: paths.payouts,
        lazy: async () => ({
          Component: (
            await import('../../features/payouts/components/payouts-page')
          ).PayoutsPage,
        }),
      },
      ...catalogueRoutes,
      { path: paths.login, element: <Navigate to={paths.adminRoot} replace /> },
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
];

import { authenticatedRouteSet } from '@celebra/shell';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ForgotPasswordPage } from '../../features/accounts/components/forgot-password-page';
import { ResetPasswordPage } from '../../features/accounts/components/reset-password-page';
import { catalogueRoutes } from './catalogue-routes';
import { DashboardRoute } from './dashboard';
import { SignedInLayout } from './signed-in-layout';

/**
 * Signed in: the dashboard at / and /admin; a signed-in admin at /login goes on to the page
 * asked for before login (its `next`, a path of this app), else to /admin; other unknown paths
 * go to the root. Screens load lazily; the first one opened shows the full-page loading while
 * its code arrives.
 */
export const authenticatedRoutes: RouteObject[] = authenticatedRouteSet({
  loginPath: paths.login,
  layout: <SignedInLayout />,
  pages: [
    { path: paths.root, element: <DashboardRoute /> },
    { path: paths.adminRoot, element: <DashboardRoute /> },
    {
      path: paths.users,
      lazy: async () => ({
        Component: (
          await import('../../features/accounts/components/users-page')
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
        Component: (await import('./event-detail-route')).EventDetailRoute,
      }),
    },
    {
      path: paths.eventMessages(':id'),
      lazy: async () => ({
        Component: (
          await import('../../features/messages/components/event-messages-page')
        ).EventMessagesPage,
      }),
    },
    {
      path: paths.eventGuests(':id'),
      lazy: async () => ({
        Component: (
          await import('../../features/guests/components/event-guests-page')
        ).EventGuestsPage,
      }),
    },
    {
      path: paths.eventGiftsReceived(':id'),
      lazy: async () => ({
        Component: (
          await import(
            '../../features/money/components/event-received-gifts-page'
          )
        ).EventReceivedGiftsPage,
      }),
    },
    {
      path: paths.eventServices(':id'),
      lazy: async () => ({
        Component: (
          await import('../../features/services/components/event-services-page')
        ).EventServicesPage,
      }),
    },
    {
      path: paths.payouts,
      lazy: async () => ({
        Component: (
          await import('../../features/money/components/payouts-page')
        ).PayoutsPage,
      }),
    },
    {
      path: paths.privacy,
      lazy: async () => ({
        Component: (
          await import('../../features/privacy/components/privacy-page')
        ).PrivacyPage,
      }),
    },
    ...catalogueRoutes,
  ],
  afterLoginPath: paths.adminRoot,
  unknownPath: paths.root,
  outsideLayout: [
    // The e-mail's link works whoever is signed in on this browser.
    { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
    { path: paths.resetPassword, element: <ResetPasswordPage /> },
  ],
});

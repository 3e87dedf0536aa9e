import { authenticatedRouteSet, LogoutPage } from '@celebra/shell';
import type { RouteObject } from 'react-router-dom';
import { EventPages } from '../../components/layout/event-pages';
import { paths } from '../../config/paths';
import { hostLogout } from '../../lib/auth/use-logout';
import { invitationRoute } from './invitation-routes';
import { membersRoutes } from './members-routes';
import { ownerPagesRoutes } from './owner-pages-routes';
import { accountLinkRoutes } from './account-link-routes';
import { SignedInLayout } from './signed-in-layout';

const homeRoute = {
  lazy: async () => ({ Component: (await import('./home-page')).HomePage }),
};

/** The current event's pages: each refused to a role that may not open it (EventPages). */
const eventPages: RouteObject = {
  element: <EventPages />,
  children: [
    { path: paths.home, ...homeRoute },
    { path: paths.homeAlias, ...homeRoute },
    {
      path: paths.servicePackage,
      lazy: async () => ({
        Component: (
          await import(
            '../../features/services/components/service-package-page'
          )
        ).ServicePackagePage,
      }),
    },
    {
      path: paths.giftsReceived,
      lazy: async () => ({
        Component: (
          await import('../../features/money/components/received-gifts-page')
        ).ReceivedGiftsPage,
      }),
    },
    ...ownerPagesRoutes,
    ...membersRoutes,
  ],
};

/**
 * Signed in: every page inside the shared layout; the login page goes on to the page asked for
 * before login (its `next`, a path of this app) or home; unknown paths go home. /logout signs
 * out on arrival; an invitation link opens outside the layout.
 */
export const authenticatedRoutes: RouteObject[] = authenticatedRouteSet({
  loginPath: paths.login,
  layout: <SignedInLayout />,
  pages: [
    eventPages,
    {
      path: paths.newEvent,
      lazy: async () => ({
        Component: (
          await import('../../features/accounts/components/new-event-page')
        ).NewEventPage,
      }),
    },
    {
      path: paths.account,
      lazy: async () => ({
        Component: (
          await import('../../features/accounts/components/account-page')
        ).AccountPage,
      }),
    },
    {
      path: paths.accountData,
      lazy: async () => ({
        Component: (
          await import('../../features/privacy/components/account-data-page')
        ).AccountDataPage,
      }),
    },
  ],
  afterLoginPath: paths.home,
  unknownPath: paths.home,
  refused: [paths.logout],
  outsideLayout: [
    { path: paths.logout, element: <LogoutPage flow={hostLogout} /> },
    // The e-mail's link works whoever is signed in on this browser.
    ...accountLinkRoutes,
    invitationRoute(true),
  ],
});

import { authenticatedRouteSet, LogoutPage } from '@celebra/shell';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { hostLogout } from '../../lib/auth/use-logout';
import { ownerPagesRoutes } from './owner-pages-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { SignedInLayout } from './signed-in-layout';

const homeRoute = {
  lazy: async () => ({ Component: (await import('./home-page')).HomePage }),
};

/**
 * Signed in: every page inside the shared layout; the login page goes on to the page asked for
 * before login (its `next`, a path of this app) or home; unknown paths go home. /logout signs
 * out on arrival.
 */
export const authenticatedRoutes: RouteObject[] = authenticatedRouteSet({
  loginPath: paths.login,
  layout: <SignedInLayout />,
  pages: [
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
  ],
  afterLoginPath: paths.home,
  unknownPath: paths.home,
  refused: [paths.logout],
  outsideLayout: [
    { path: paths.logout, element: <LogoutPage flow={hostLogout} /> },
    // The e-mail's link works whoever is signed in on this browser.
    ...passwordResetRoutes,
  ],
});

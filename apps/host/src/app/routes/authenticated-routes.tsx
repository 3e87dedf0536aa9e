import { ContinueAfterLogin, FullPageLoading } from '@celebra/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LogoutPage } from './logout-page';
import { ownerPagesRoutes } from './owner-pages-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { SignedInLayout } from './signed-in-layout';

const homeRoute = {
  lazy: async () => ({ Component: (await import('./home-page')).HomePage }),
};

/**
 * Signed in: every page inside the shared layout; the login page goes on to the page asked for
 * before login (its `next`, a path of this app) or home; unknown paths go home.
 */
export const authenticatedRoutes: RouteObject[] = [
  {
    element: <SignedInLayout />,
    hydrateFallbackElement: <FullPageLoading />,
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
      {
        path: paths.login,
        element: (
          <ContinueAfterLogin
            loginPath={paths.login}
            fallbackPath={paths.home}
            refused={[paths.logout]}
          />
        ),
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
  { path: paths.logout, element: <LogoutPage /> },
  // The e-mail's link works whoever is signed in on this browser.
  ...passwordResetRoutes,
];

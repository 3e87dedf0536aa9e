import { FullPageLoading } from '@celebra/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LogoutPage } from './logout-page';
import { ownerPagesRoutes } from './owner-pages-routes';
import { SignedInLayout } from './signed-in-layout';

const homeRoute = {
  lazy: async () => ({ Component: (await import('./home-page')).HomePage }),
};

/** Signed in: every page inside the shared layout; unknown paths go home (spec host-guest §2.2). */
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
            await import(
              '../../features/gifts-received/components/received-gifts-page'
            )
          ).ReceivedGiftsPage,
        }),
      },
      ...ownerPagesRoutes,
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
  { path: paths.logout, element: <LogoutPage /> },
];

import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { SignedInLayout } from './signed-in-layout';

/** Signed in: every page inside the shared layout; unknown paths go home (spec host-guest §2.2). */
export const authenticatedRoutes: RouteObject[] = [
  {
    element: <SignedInLayout />,
    children: [
      { path: paths.home, element: <DashboardPage /> },
      { path: paths.homeAlias, element: <DashboardPage /> },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

import {
  ContinueAfterLogin,
  FullPageLoading,
  RedirectToLogin,
} from '@celebra/ui';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

export type UnauthorizedRouteSetOptions = {
  loginPath: string;
  /**
   * The login screen, in the set's own chunk: the login screen needs no further download.
   */
  login: ReactNode;
  /** The other signed-out pages (registration, password reset). */
  routes?: RouteObject[];
  /** Pages never to come back to after login (e.g. the logout page). */
  refused?: readonly string[];
};

/**
 * Nobody signed in: the login page and the app's other signed-out pages; every other path goes
 * to the login page, which keeps the page asked for (`/login?next=/payouts`) to open it after
 * login.
 */
export const unauthorizedRouteSet = ({
  loginPath,
  login,
  routes = [],
  refused,
}: UnauthorizedRouteSetOptions): RouteObject[] => [
  { path: loginPath, element: login },
  ...routes,
  {
    path: '*',
    element: <RedirectToLogin loginPath={loginPath} refused={refused} />,
  },
];

export type AuthenticatedRouteSetOptions = {
  loginPath: string;
  /** The signed-in layout (the app's header or menu) around every page; renders an `<Outlet>`. */
  layout: ReactNode;
  /** The pages inside the layout. */
  pages: RouteObject[];
  /** Where the login page goes when it carries no page of this app to return to (`next`). */
  afterLoginPath: string;
  /** Where unknown paths go. */
  unknownPath: string;
  /** Pages never to come back to after login (e.g. the logout page). */
  refused?: readonly string[];
  /** Pages outside the layout (logout, password reset). */
  outsideLayout?: RouteObject[];
};

/**
 * Signed in: every page inside the app's layout (the first one opened shows the full-page
 * loading while its code arrives); the login page goes on to the page asked for before login
 * (its `next`, a path of this app) or `afterLoginPath`; unknown paths go to `unknownPath`.
 */
export const authenticatedRouteSet = ({
  loginPath,
  layout,
  pages,
  afterLoginPath,
  unknownPath,
  refused,
  outsideLayout = [],
}: AuthenticatedRouteSetOptions): RouteObject[] => [
  {
    element: layout,
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      ...pages,
      {
        path: loginPath,
        element: (
          <ContinueAfterLogin
            loginPath={loginPath}
            fallbackPath={afterLoginPath}
            refused={refused}
          />
        ),
      },
      { path: '*', element: <Navigate to={unknownPath} replace /> },
    ],
  },
  ...outsideLayout,
];

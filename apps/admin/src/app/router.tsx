import { FullPageLoading } from '@celebra/ui';
import { useEffect, useMemo, useRef } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { useAuthState } from '../lib/auth/use-auth-state';
import { authenticatedRoutes } from './routes/authenticated-routes';
import { unauthorizedRoutes } from './routes/unauthorized-routes';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** One browser router per route set; the one it replaces stops listening to the history. */
const useBrowserRouter = (
  routes: RouteObject[] | null,
): BrowserRouter | null => {
  const router = useMemo(
    () => (routes ? createBrowserRouter(routes) : null),
    [routes],
  );
  const previous = useRef(router);
  useEffect(() => {
    if (previous.current === router) return;
    previous.current?.dispose();
    previous.current = router;
  }, [router]);
  return router;
};

const routeSets = {
  checking: null,
  unauthorized: unauthorizedRoutes,
  authenticated: authenticatedRoutes,
};

/** The auth state picks the route set; while it is checked, a full-page loading screen. */
export const AppRouter = () => {
  const { status } = useAuthState();
  const router = useBrowserRouter(routeSets[status]);
  if (!router) return <FullPageLoading />;
  return <RouterProvider key={status} router={router} />;
};

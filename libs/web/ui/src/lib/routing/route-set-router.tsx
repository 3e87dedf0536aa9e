import { useEffect, useMemo, useRef } from 'react';
import {
  createBrowserRouter,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { FullPageLoading } from '../loading/full-page-loading';

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

export type RouteSetRouterProps = {
  /** The route set in force; null while it is being decided (a full-page loading screen). */
  routes: RouteObject[] | null;
  /** Names the route set, so that switching sets starts a fresh router tree. */
  routeSetKey: string;
};

/** Renders one of several route sets (e.g. signed-out and signed-in) with a browser router. */
export const RouteSetRouter = ({
  routes,
  routeSetKey,
}: RouteSetRouterProps) => {
  const router = useBrowserRouter(routes);
  if (!router) return <FullPageLoading />;
  return <RouterProvider key={routeSetKey} router={router} />;
};

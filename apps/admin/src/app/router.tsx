import {
  type RouteSetLoaders,
  RouteSetRouter,
  useLazyRouteSet,
} from '@celebra/ui';
import { type AuthState, useAuthState } from '../lib/auth/use-auth-state';

/**
 * Each route set is a lazy chunk: the login screen never downloads the signed-in app (its
 * layout, pages and their libraries), which keeps the first visit's JS small.
 */
const routeSets: RouteSetLoaders<AuthState['status']> = {
  checking: null,
  unauthorized: () =>
    import('./routes/unauthorized-routes').then(
      (module) => module.unauthorizedRoutes,
    ),
  authenticated: () =>
    import('./routes/authenticated-routes').then(
      (module) => module.authenticatedRoutes,
    ),
};

/** The auth state picks the route set; while it is checked or loaded, a full-page loading screen. */
export const AppRouter = () => {
  const { status } = useAuthState();
  const routes = useLazyRouteSet(routeSets, status);
  return <RouteSetRouter routes={routes} routeSetKey={status} />;
};

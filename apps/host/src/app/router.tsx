import { RouteSetRouter } from '@celebra/ui';
import { useAuthState } from '../lib/auth/use-auth-state';
import { authenticatedRoutes } from './routes/authenticated-routes';
import { unauthorizedRoutes } from './routes/unauthorized-routes';

const routeSets = {
  checking: null,
  unauthorized: unauthorizedRoutes,
  authenticated: authenticatedRoutes,
};

/** The auth state picks the route set; while it is checked, a full-page loading screen. */
export const AppRouter = () => {
  const { status } = useAuthState();
  return <RouteSetRouter routes={routeSets[status]} routeSetKey={status} />;
};

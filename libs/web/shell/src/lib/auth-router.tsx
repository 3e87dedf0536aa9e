import { QueryProvider } from '@celebra/api-client';
import {
  type RouteSetLoader,
  type RouteSetLoaders,
  RouteSetRouter,
  useLazyRouteSet,
} from '@celebra/ui';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type AuthStatus,
  type PrincipalQueryOptions,
  useAuthState,
} from './auth-state';

/**
 * The app's two route sets, each a lazy chunk of the app
 * (`() => import('./routes/unauthorized-routes').then((module) => module.unauthorizedRoutes)`):
 * the login screen never downloads the signed-in app (its layout, pages and their libraries),
 * which keeps the first visit's JS small.
 */
export type AuthRouteSets = {
  unauthorized: RouteSetLoader;
  authenticated: RouteSetLoader;
};

export type ShellAppProps = {
  /** A client of the caller's (tests); default a new one per app. */
  queryClient?: QueryClient;
};

/**
 * A signed-in app (host, back office): its query client around a router whose route set the
 * auth state picks (a full-page loading screen while it is checked or its set loaded), e.g.
 * `export const App = createShellApp(currentUserQueryOptions, routeSets)`. `principalQuery`
 * gives the app's current-principal query options.
 */
export const createShellApp = <Principal, Key extends QueryKey>(
  principalQuery: () => PrincipalQueryOptions<Principal, Key>,
  routeSets: AuthRouteSets,
) => {
  const loaders: RouteSetLoaders<AuthStatus> = { checking: null, ...routeSets };
  const AuthRouter = () => {
    const { status } = useAuthState(principalQuery());
    const routes = useLazyRouteSet(loaders, status);
    return <RouteSetRouter routes={routes} routeSetKey={status} />;
  };
  return function ShellApp({ queryClient }: ShellAppProps) {
    return (
      <QueryProvider queryClient={queryClient}>
        <AuthRouter />
      </QueryProvider>
    );
  };
};

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
 * which keeps the first visit's JS small. Declare them once, at module level.
 */
export type AuthRouteSets = {
  unauthorized: RouteSetLoader;
  authenticated: RouteSetLoader;
};

export type AuthRouterProps<Principal, Key extends QueryKey> = {
  /** The app's current-principal query options (e.g. `currentUserQueryOptions`). */
  principalQuery: () => PrincipalQueryOptions<Principal, Key>;
  routeSets: AuthRouteSets;
};

/** The auth state picks the route set; while it is checked or loaded, a full-page loading screen. */
export const AuthRouter = <Principal, Key extends QueryKey>({
  principalQuery,
  routeSets,
}: AuthRouterProps<Principal, Key>) => {
  const { status } = useAuthState(principalQuery());
  const loaders: RouteSetLoaders<AuthStatus> = {
    checking: null,
    unauthorized: routeSets.unauthorized,
    authenticated: routeSets.authenticated,
  };
  const routes = useLazyRouteSet(loaders, status);
  return <RouteSetRouter routes={routes} routeSetKey={status} />;
};

export type ShellAppProps<Principal, Key extends QueryKey> = AuthRouterProps<
  Principal,
  Key
> & {
  /** A client of the caller's (tests); default a new one per app. */
  queryClient?: QueryClient;
};

/** A signed-in app (host, back office): its query client around the auth-state router. */
export const ShellApp = <Principal, Key extends QueryKey>({
  queryClient,
  ...router
}: ShellAppProps<Principal, Key>) => (
  <QueryProvider queryClient={queryClient}>
    <AuthRouter {...router} />
  </QueryProvider>
);

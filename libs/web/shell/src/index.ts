export {
  useAuthState,
  usePrincipal,
  type AuthState,
  type AuthStatus,
  type PrincipalQueryOptions,
} from './lib/auth-state';
export { useLogoutFlow, type LogoutFlow } from './lib/logout';
export { LogoutPage, type LogoutPageProps } from './lib/logout-page';
export {
  AuthRouter,
  ShellApp,
  type AuthRouteSets,
  type AuthRouterProps,
  type ShellAppProps,
} from './lib/auth-router';
export {
  authenticatedRouteSet,
  unauthorizedRouteSet,
  type AuthenticatedRouteSetOptions,
  type UnauthorizedRouteSetOptions,
} from './lib/route-sets';

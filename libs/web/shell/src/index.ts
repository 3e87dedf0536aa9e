export {
  useAuthState,
  type AuthState,
  type AuthStatus,
  type PrincipalQueryOptions,
} from './lib/auth-state';
export { usePrincipal } from './lib/use-principal';
export { useLogoutFlow, type LogoutFlow } from './lib/logout';
export { LogoutPage, type LogoutPageProps } from './lib/logout-page';
export {
  createShellApp,
  type AuthRouteSets,
  type ShellAppProps,
} from './lib/auth-router';
export {
  authenticatedRouteSet,
  unauthorizedRouteSet,
  type AuthenticatedRouteSetOptions,
  type UnauthorizedRouteSetOptions,
} from './lib/route-sets';
export { alertFailure } from './lib/alert-failure';

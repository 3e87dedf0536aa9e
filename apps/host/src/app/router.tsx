import type { AuthRouteSets } from '@celebra/shell';

/**
 * The host's route sets by auth state (createShellApp picks one), each a lazy chunk:
 * the login screen never downloads the signed-in app (its layout, pages and their libraries),
 * which keeps the first visit's JS small.
 */
export const routeSets: AuthRouteSets = {
  unauthorized: () =>
    import('./routes/unauthorized-routes').then(
      (module) => module.unauthorizedRoutes,
    ),
  authenticated: () =>
    import('./routes/authenticated-routes').then(
      (module) => module.authenticatedRoutes,
    ),
};

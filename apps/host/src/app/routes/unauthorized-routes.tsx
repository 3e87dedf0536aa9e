import { FullPageLoading } from '@celebra/ui';
import { unauthorizedRouteSet } from '@celebra/shell';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginPage } from '../../features/accounts/components/login-page';
import { invitationRoute } from './invitation-routes';
import { accountLinkRoutes } from './account-link-routes';

/**
 * Nobody signed in: login, the registration wizard and the invitation link; every other path
 * goes to /login, which keeps the page asked for (`/login?next=/gifts-received`) to open it
 * after login. This set is a lazy chunk of its own (app/router.tsx) holding the login page, so
 * the login screen needs no further download.
 */
export const unauthorizedRoutes: RouteObject[] = unauthorizedRouteSet({
  loginPath: paths.login,
  login: <LoginPage />,
  routes: [
    {
      path: paths.register,
      hydrateFallbackElement: <FullPageLoading />,
      lazy: async () => ({
        Component: (
          await import('../../features/accounts/components/register-page')
        ).RegisterPage,
      }),
    },
    ...accountLinkRoutes,
    invitationRoute(false),
  ],
  refused: [paths.logout],
});

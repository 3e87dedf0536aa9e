import { unauthorizedRouteSet } from '@celebra/shell';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ForgotPasswordPage } from '../../features/accounts/components/forgot-password-page';
import { LoginPage } from '../../features/accounts/components/login-page';
import { ResetPasswordPage } from '../../features/accounts/components/reset-password-page';

/** Nobody signed in: the login screen, whatever the path; it keeps the page asked for (`?next=`). */
export const unauthorizedRoutes: RouteObject[] = unauthorizedRouteSet({
  loginPath: paths.login,
  login: <LoginPage />,
  routes: [
    { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
    { path: paths.resetPassword, element: <ResetPasswordPage /> },
  ],
});

import { FullPageLoading } from '@celebra/ui';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * 'Esqueci minha senha', /reset-password (the reset e-mail's link) and /confirm-email (the link
 * mailed to a new address): open signed in or not (a link may be opened on a browser where
 * someone, or no one, is signed in).
 */
export const accountLinkRoutes: RouteObject[] = [
  {
    path: paths.forgotPassword,
    hydrateFallbackElement: <FullPageLoading />,
    lazy: async () => ({
      Component: (
        await import('../../features/accounts/components/forgot-password-page')
      ).ForgotPasswordPage,
    }),
  },
  {
    path: paths.resetPassword,
    hydrateFallbackElement: <FullPageLoading />,
    lazy: async () => ({
      Component: (
        await import('../../features/accounts/components/reset-password-page')
      ).ResetPasswordPage,
    }),
  },
  {
    path: paths.confirmEmail,
    hydrateFallbackElement: <FullPageLoading />,
    lazy: async () => ({
      Component: (
        await import('../../features/accounts/components/confirm-email-page')
      ).ConfirmEmailPage,
    }),
  },
];

import { FullPageLoading } from '@celebra/ui';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * 'Esqueci minha senha' and /reset-password, where the reset e-mail's link lands: open signed
 * in or not (the link may be opened on a browser where someone is signed in).
 */
export const passwordResetRoutes: RouteObject[] = [
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
];

import { FullPageLoading } from '@celebra/ui';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Nobody signed in: login and the registration wizard; every other path goes to /login (spec host-guest §2.1). */
export const unauthorizedRoutes: RouteObject[] = [
  {
    path: paths.login,
    hydrateFallbackElement: <FullPageLoading />,
    lazy: async () => ({
      Component: (await import('../../features/auth/components/login-page'))
        .LoginPage,
    }),
  },
  {
    path: paths.register,
    hydrateFallbackElement: <FullPageLoading />,
    lazy: async () => ({
      Component: (
        await import('../../features/registration/components/register-page')
      ).RegisterPage,
    }),
  },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

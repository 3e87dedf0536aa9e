import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth/components/login-page';

/** Nobody signed in: the login screen, whatever the path (spec admin §2). */
export const unauthorizedRoutes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: '*', element: <Navigate to={paths.login} replace /> },
];

import { adminTexts } from '@celebra/contracts';
import { LoginScreen } from '@celebra/ui';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

export const LoginPage = () => (
  <LoginScreen
    title={adminTexts.screens.admin.loginTitle}
    forgotPath={paths.forgotPassword}
  >
    <LoginForm />
  </LoginScreen>
);
